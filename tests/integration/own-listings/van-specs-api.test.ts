import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#lambdas/platform/db';
import { getListing } from '#lambdas/listing/listing-repo';
import type { OwnListing } from '#shared/own-listings';
import { REGISTRATION_MESSAGES } from '#shared/vehicle/registration';
import { VAN_SPEC_MESSAGES } from '#shared/vehicle/van-specs';
import type { TestStage } from '../local-stage/test-stage';
import { sharedTestStage } from '../local-stage/shared-stage';
import {
  aListingForm,
  api,
  approve,
  newSeller,
  readyPhotos,
  stageDb,
  type Seller,
} from './seller-stage';

// The van specification through every write route (issue 31 §1, §4): stored as given (the plate
// normalised, the payload worked out), refused with the field's message, and the plate masked
// wherever buyers read the listing unless the seller shows it.
let stage: TestStage;
let db: Db;
let closeDb: () => void;
let seller: Seller;
let admin: Seller;

const SPECS = {
  registration: 'vf19 spc',
  derivative: 'Trend 2.0 EcoBlue 130',
  wheelbase: 'lwb',
  roof_height: 'medium',
  cab_type: 'single',
  euro_standard: 'euro_6',
  seats: 3,
  gross_vehicle_weight_kg: '3,500',
  kerb_weight_kg: 2300,
  load_length_mm: 2922,
  load_width_mm: 1775,
  load_height_mm: 1406,
  width_between_arches_mm: 1392,
  load_volume_m3: 6.8,
  previous_owners: 1,
};

beforeAll(async () => {
  stage = await sharedTestStage();
  ({ db, destroy: closeDb } = stageDb(stage));
  [seller, admin] = await Promise.all([newSeller(stage), newSeller(stage, { admin: true })]);
  expect((await api(stage, 'GET', '/api/me/profile', { token: seller.token })).status).toBe(200);
}, 180_000);

afterAll(async () => {
  closeDb?.();
});

async function create(overrides: Record<string, unknown>) {
  const photos = await readyPhotos(stage, seller, 3);
  return api(stage, 'POST', '/api/me/listings', {
    token: seller.token,
    body: {
      ...aListingForm(photos, { seller_type: undefined, ...overrides }),
      idempotency_key: crypto.randomUUID(),
    },
  });
}

async function counts() {
  return (await api(stage, 'GET', '/api/me/listings', { token: seller.token })).body.counts;
}

describe('a listing with its van specification', () => {
  let listing: OwnListing;

  it('is stored with the plate in capitals without spaces and the payload from the weights', async () => {
    const created = await create(SPECS);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    listing = created.body as OwnListing;
    const stored = await getListing(db, listing.id);
    expect(stored).toMatchObject({
      ...SPECS,
      registration: 'VF19SPC',
      show_registration: false,
      gross_vehicle_weight_kg: 3500,
      payload_kg: 1200,
    });
    // The owner reads it all back, the full plate too.
    const own = await api(stage, 'GET', `/api/me/listings/${listing.id}`, { token: seller.token });
    expect(own.body).toMatchObject({ registration: 'VF19SPC', payload_kg: 1200 });
  }, 60_000);

  it('never shows buyers the hidden plate: the public API has only its first part', async () => {
    await approve(db, listing.id);
    const detail = await api(stage, 'GET', `/api/listings/${listing.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.listing).toMatchObject({
      registration: 'VF19 ***',
      wheelbase: 'lwb',
      payload_kg: 1200,
    });
    expect(JSON.stringify(detail.body)).not.toMatch(/VF19\s?SPC/);
    // The server-rendered page reads this same answer (lambdas/render/page-data.ts); the
    // browser spec checks its HTML on a built stage (tests/e2e/van-specification.spec.ts).
  }, 60_000);

  it('shows the whole plate once the seller chooses to, and the admin always reads it whole', async () => {
    const current = (await getListing(db, listing.id))!;
    const edit = await api(stage, 'PUT', `/api/me/listings/${listing.id}`, {
      token: seller.token,
      body: {
        ...aListingForm(
          listing.photos.map((photo) => photo.id),
          { seller_type: undefined, ...SPECS, show_registration: true },
        ),
        expected_updated_at: current.updated_at,
      },
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    await approve(db, listing.id);
    const detail = await api(stage, 'GET', `/api/listings/${listing.id}`);
    expect(detail.body.listing.registration).toBe('VF19 SPC');

    const byAdmin = await api(stage, 'GET', `/api/admin/listings/${listing.id}`, {
      token: admin.token,
    });
    expect(byAdmin.status).toBe(200);
    expect(JSON.stringify(byAdmin.body)).toContain('VF19SPC');
  }, 60_000);

  it('is edited by an admin with the same rules: a payload over the GVW is refused, a good edit stored', async () => {
    const current = (await getListing(db, listing.id))!;
    const photos = listing.photos.map((photo) => photo.id);
    const refused = await api(stage, 'PUT', `/api/admin/listings/${listing.id}`, {
      token: admin.token,
      body: {
        ...aListingForm(photos, { seller_type: undefined, ...SPECS, payload_kg: 4000 }),
        expected_updated_at: current.updated_at,
      },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error.fields).toEqual({ payload_kg: [VAN_SPEC_MESSAGES.payloadOverGvw] });

    const saved = await api(stage, 'PUT', `/api/admin/listings/${listing.id}`, {
      token: admin.token,
      body: {
        ...aListingForm(photos, {
          seller_type: undefined,
          ...SPECS,
          roof_height: 'high',
          registration: 'VF19 SPD',
        }),
        expected_updated_at: current.updated_at,
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await getListing(db, listing.id)).toMatchObject({
      roof_height: 'high',
      registration: 'VF19SPD',
    });
  }, 60_000);
});

describe('bad specifications: refused with the field’s message, nothing stored', () => {
  it.each([
    [
      'a foreign plate',
      { registration: 'B-AB 1234' },
      400,
      'registration',
      REGISTRATION_MESSAGES.not_uk,
    ],
    [
      'a plate too long',
      { registration: 'AB19CDEF' },
      400,
      'registration',
      REGISTRATION_MESSAGES.too_long,
    ],
    [
      'a load length of 20 m',
      { load_length_mm: 20_000 },
      400,
      'load_length_mm',
      'Load length must be between 500 and 7,000 mm',
    ],
    [
      'a payload over the GVW',
      { payload_kg: 4000, gross_vehicle_weight_kg: 3500 },
      422,
      'payload_kg',
      VAN_SPEC_MESSAGES.payloadOverGvw,
    ],
    [
      'arches wider than the floor',
      { load_width_mm: 1700, width_between_arches_mm: 1800 },
      422,
      'width_between_arches_mm',
      VAN_SPEC_MESSAGES.archesOverWidth,
    ],
    ['a wheelbase not on the list', { wheelbase: 'enormous' }, 400, 'wheelbase', undefined],
  ] as const)(
    '%s',
    async (_name, specs, status, field, message) => {
      const before = await counts();
      const { status: answered, body } = await create(specs);
      expect(answered, JSON.stringify(body)).toBe(status);
      const messages = body.error.fields[field] as string[];
      expect(messages.length).toBeGreaterThan(0);
      if (message) expect(messages[0]).toBe(message);
      expect(await counts()).toEqual(before);
    },
    60_000,
  );
});
