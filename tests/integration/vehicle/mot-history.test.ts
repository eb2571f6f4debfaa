import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMotHistoryStandIn,
  MOT_TOKEN_PATH,
  type MotHistoryStandIn,
} from '#infra/local/stand-ins/mot-history';
import { standInListener } from '#infra/local/stand-ins/stand-in-http';
import type { DvsaVehicle } from '#lambdas/vehicle/dvsa-mot-response';
import {
  createMotHistoryClient,
  type MotHistoryOptions,
} from '#lambdas/vehicle/mot-history-client';

const credentials = {
  clientId: 'vanyard-local',
  clientSecret: 'local-secret',
  apiKey: 'local-key',
};
const van: DvsaVehicle = {
  registration: 'AB19CDE',
  make: 'FORD',
  model: 'TRANSIT CUSTOM',
  motTests: [
    {
      completedDate: '2025-03-01T09:00:00.000Z',
      testResult: 'PASSED',
      expiryDate: '2026-02-28',
      odometerValue: '52000',
      odometerUnit: 'MI',
      odometerResultType: 'READ',
      defects: [],
    },
  ],
};

describe('the MOT history client against the DVSA stand-in', () => {
  let standIn: MotHistoryStandIn;
  let server: Server;
  let base: string;
  let options: MotHistoryOptions;

  beforeAll(async () => {
    standIn = createMotHistoryStandIn({ ...credentials, vehicles: new Map([['AB19CDE', van]]) });
    server = createServer(standInListener(standIn));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    options = {
      ...credentials,
      apiUrl: base,
      tokenUrl: `${base}${MOT_TOKEN_PATH}`,
      scope: 'https://tapi.dvsa.gov.uk/.default',
    };
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('signs in with client credentials and reads a van’s history', async () => {
    const client = createMotHistoryClient(options);
    expect(await client.historyOf('AB19CDE')).toEqual({ ok: true, vehicle: van });
  });

  it('keeps its token for later requests, and renews it once when it is refused', async () => {
    const client = createMotHistoryClient(options);
    const before = standIn.counts().tokens;
    await client.historyOf('AB19CDE');
    await client.historyOf('AB19CDE');
    expect(standIn.counts().tokens - before).toBe(1);
    standIn.revokeTokens();
    expect((await client.historyOf('AB19CDE')).ok).toBe(true);
    expect(standIn.counts().tokens - before).toBe(2);
  });

  it('renews a token that is about to expire before using it', async () => {
    let clock = Date.now();
    const client = createMotHistoryClient({ ...options, now: () => clock });
    const before = standIn.counts().tokens;
    await client.historyOf('AB19CDE');
    clock += 3599 * 1000 - 30_000;
    await client.historyOf('AB19CDE');
    expect(standIn.counts().tokens - before).toBe(2);
  });

  it('reads an unknown plate as not found', async () => {
    expect(await createMotHistoryClient(options).historyOf('ZZ99ZZZ')).toEqual({
      ok: false,
      failure: 'not_found',
    });
  });

  it('is unavailable with a wrong secret or a wrong API key, or with no service', async () => {
    expect(
      await createMotHistoryClient({ ...options, clientSecret: 'wrong' }).historyOf('AB19CDE'),
    ).toEqual({
      ok: false,
      failure: 'unavailable',
    });
    expect(
      await createMotHistoryClient({ ...options, apiKey: 'wrong' }).historyOf('AB19CDE'),
    ).toEqual({
      ok: false,
      failure: 'unavailable',
    });
    const nowhere = { ...options, tokenUrl: 'http://127.0.0.1:9/token', timeoutMs: 500 };
    expect(await createMotHistoryClient(nowhere).historyOf('AB19CDE')).toEqual({
      ok: false,
      failure: 'unavailable',
    });
  });
});
