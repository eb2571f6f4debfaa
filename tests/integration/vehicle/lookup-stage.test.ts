import { beforeAll, describe, expect, it } from 'vitest';
import { sharedTestStage } from '../local-stage/shared-stage';
import type { TestStage } from '../local-stage/test-stage';

// The registration lookup end to end on the local stage: the route, the real HTTP clients, the
// DVLA and DVSA stand-ins on the gateway, the table's copy and rate-limit counters. On the
// worker's shared stage (decision 053): its plates and counters are its own.

describe('POST /api/vehicle-lookups on the local stage', () => {
  let stage: TestStage;
  beforeAll(async () => {
    stage = await sharedTestStage();
  });

  const lookUp = (registration: unknown) =>
    fetch(`${stage.url}/api/vehicle-lookups`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ registration }),
    });

  it('fills a demo van’s details from its plate, the model from its MOT history', async () => {
    const response = await lookUp('vy19 van');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toMatchObject({
      registration: 'VY19 VAN',
      make: 'Ford',
      model: 'Transit Custom',
      year: 2019,
      fuel_type: 'diesel',
      engine_size_cc: 1995,
      colour: 'White',
      euro_standard: 'euro_6',
      gross_vehicle_weight_kg: 3000,
      mot_expiry_date: '2027-03-04',
      is_van: true,
    });
  });

  it('answers 422 for a plate in no UK format, 404 for an unknown one, 503 when the DVLA is down', async () => {
    const foreign = await lookUp('B-AB 1234');
    expect(foreign.status).toBe(422);
    expect(await foreign.json()).toMatchObject({
      error: {
        code: 'invalid_registration',
        fields: { registration: ['Enter a UK registration, like AB19 CDE'] },
      },
    });
    const unknown = await lookUp('ZZ99 ZZZ');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({
      error: {
        code: 'registration_not_found',
        message: 'We could not find that registration. Check it, or enter the details yourself.',
      },
    });
    const down = await lookUp('ER19MNT');
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toBe('30');
  });

  it('answers 400 for a body without a registration', async () => {
    expect((await lookUp(undefined)).status).toBe(400);
    expect((await lookUp('A'.repeat(50))).status).toBe(400);
  });

  it('the stand-ins refuse a caller without the stage’s key', async () => {
    const response = await fetch(`${stage.url}/_local/vehicle-data/vehicle-enquiry/v1/vehicles`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': 'guess' },
      body: JSON.stringify({ registrationNumber: 'VY19VAN' }),
    });
    expect(response.status).toBe(403);
  });
});
