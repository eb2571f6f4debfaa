import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMotHistoryStandIn, MOT_TOKEN_PATH } from '#infra/local/stand-ins/mot-history';
import { standInListener } from '#infra/local/stand-ins/stand-in-http';
import {
  createVehicleEnquiryStandIn,
  type VehicleEnquiryStandIn,
} from '#infra/local/stand-ins/vehicle-enquiry';
import { NotFoundError, RuleViolationError, UnavailableError } from '#lambdas/platform/errors';
import {
  LOOKUP_MESSAGES,
  lookUpRegistration,
  type LookupDeps,
} from '#lambdas/vehicle/look-up-registration';
import { createMotHistoryClient } from '#lambdas/vehicle/mot-history-client';
import { createVehicleEnquiryClient } from '#lambdas/vehicle/vehicle-enquiry-client';
import { vehicleLookupKey } from '#shared/table-keys';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { startLocalTable, type LocalTable } from '../../support/local-table';

const keys = { apiKey: 'k', clientId: 'c', clientSecret: 's' };

describe('lookUpRegistration: DVLA record, model from the MOT history, kept a day', () => {
  let table: LocalTable;
  let server: Server;
  let ves: VehicleEnquiryStandIn;
  let deps: Omit<LookupDeps, 'now'>;

  beforeAll(async () => {
    table = await startLocalTable();
    ves = createVehicleEnquiryStandIn({
      apiKey: keys.apiKey,
      vehicles: new Map([
        [
          'AB19CDE',
          {
            registrationNumber: 'AB19CDE',
            make: 'FORD',
            fuelType: 'DIESEL',
            yearOfManufacture: 2019,
            typeApproval: 'N1',
            revenueWeight: 3200,
          },
        ],
        ['CA21CAR', { registrationNumber: 'CA21CAR', make: 'FORD', typeApproval: 'M1' }],
      ]),
    });
    const mot = createMotHistoryStandIn({
      ...keys,
      vehicles: new Map([
        [
          'AB19CDE',
          { registration: 'AB19CDE', make: 'FORD', model: 'TRANSIT CUSTOM', motTests: [] },
        ],
      ]),
    });
    server = createServer(standInListener(ves, mot));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    deps = {
      db: table.db,
      enquiry: createVehicleEnquiryClient({ endpoint: base, apiKey: keys.apiKey }),
      motHistory: createMotHistoryClient({
        ...keys,
        apiUrl: base,
        tokenUrl: `${base}${MOT_TOKEN_PATH}`,
        scope: 'x',
      }),
    };
  }, 120_000);
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await table.stop();
  });

  it('fills a van’s details, its model matched to the catalogue, from a plate typed any way', async () => {
    const details = await lookUpRegistration({ ...deps, now: new Date() }, ' ab19 cde ');
    expect(details).toMatchObject({
      registration: 'AB19 CDE',
      make: 'Ford',
      model: 'Transit Custom',
      year: 2019,
      fuel_type: 'diesel',
      gross_vehicle_weight_kg: 3200,
      is_van: true,
    });
  });

  it('answers again from its copy for a day, without asking the DVLA', async () => {
    const now = new Date();
    await lookUpRegistration({ ...deps, now }, 'AB19CDE');
    const asked = ves.requests();
    expect(
      (await lookUpRegistration({ ...deps, now: new Date(now.getTime() + 3_600_000) }, 'AB19CDE'))
        .model,
    ).toBe('Transit Custom');
    expect(ves.requests()).toBe(asked);
    await lookUpRegistration({ ...deps, now: new Date(now.getTime() + 86_401_000) }, 'AB19CDE');
    expect(ves.requests()).toBe(asked + 1);
    const { Item } = await table.db.client.send(
      new GetCommand({ TableName: table.db.tableName, Key: vehicleLookupKey('AB19CDE') }),
    );
    // Nothing but the vehicle: no keeper, no one who asked.
    expect(Object.keys(Item ?? {}).sort()).toEqual([
      'PK',
      'SK',
      'details',
      'expires_at',
      'fetched_at',
      'found',
    ]);
  });

  it('says a car is not a van, and leaves the model empty without a history', async () => {
    const details = await lookUpRegistration({ ...deps, now: new Date() }, 'CA21CAR');
    expect(details).toMatchObject({ is_van: false, model: null });
  });

  it('refuses a plate in no UK format before asking anyone, with the field’s message', async () => {
    const asked = ves.requests();
    await expect(
      lookUpRegistration({ ...deps, now: new Date() }, 'B-AB 1234'),
    ).rejects.toMatchObject({
      constructor: RuleViolationError,
      fields: { registration: ['Enter a UK registration, like AB19 CDE'] },
    });
    expect(ves.requests()).toBe(asked);
  });

  it('says an unknown plate is not found, and remembers that for an hour', async () => {
    const now = new Date();
    await expect(lookUpRegistration({ ...deps, now }, 'ZZ99ZZZ')).rejects.toEqual(
      new NotFoundError(LOOKUP_MESSAGES.notFound, 'registration_not_found'),
    );
    const asked = ves.requests();
    await expect(lookUpRegistration({ ...deps, now }, 'ZZ99ZZZ')).rejects.toBeInstanceOf(
      NotFoundError,
    );
    expect(ves.requests()).toBe(asked);
  });

  it.each(['ER19THR', 'ER19ERR', 'ER19MNT'])(
    'asks the seller to type the details when the DVLA answers %s, and keeps nothing',
    async (plate) => {
      await expect(lookUpRegistration({ ...deps, now: new Date() }, plate)).rejects.toBeInstanceOf(
        UnavailableError,
      );
      const { Item } = await table.db.client.send(
        new GetCommand({ TableName: table.db.tableName, Key: vehicleLookupKey(plate) }),
      );
      expect(Item).toBeUndefined();
    },
  );
});
