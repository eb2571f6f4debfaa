import { request as httpRequest } from 'node:http';
import { performance } from 'node:perf_hooks';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { DEMO_VEHICLES } from '#infra/local/stand-ins/demo-vehicles';
import type { Db } from '#lambdas/platform/db';
import { getStoredMotHistory } from '#lambdas/vehicle/mot-history-repo';
import { vehicleLookupKey } from '#shared/table-keys';
import { percentile, round } from './stats';

/**
 * The registration lookup on the local stage's DVLA and DVSA stand-ins (issue 31, "a lookup on
 * the local stand-in p95 <= 100 ms"), through the gateway as Add Listing sends it. A miss clears
 * the plate's kept answer first, so the handler asks both stand-ins over HTTP and keeps the answer
 * again; a hit is the same plate asked again within the day. The route allows 30 lookups an hour
 * per client: each run of 25 requests comes from its own loopback address.
 */
export type LookupRun = { requests: number; p50: number; p95: number; p99: number; errors: number };
export type VehicleLookupFigures = { plates: number; miss: LookupRun; hit: LookupRun };

const PER_ADDRESS = 25;

function post(url: URL, localAddress: string, body: unknown): Promise<number> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: 'POST',
        localAddress,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
        timeout: 15_000,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out after 15 s')));
    req.on('error', reject);
    req.end(payload);
  });
}

/** The demo vans the stand-ins know (the car plate is left out: its answer asks to confirm). */
const VAN_PLATES = DEMO_VEHICLES.filter((v) => v.ves.typeApproval !== 'M1').map(
  (v) => v.ves.registrationNumber,
);

export async function measureVehicleLookup(options: {
  baseUrl: string;
  db: Db;
  requests: number;
}): Promise<VehicleLookupFigures> {
  const url = new URL('/api/vehicle-lookups', options.baseUrl);
  let sent = 0;
  const address = () => `127.0.1.${2 + Math.floor(sent++ / PER_ADDRESS)}`;

  const run = async (clearFirst: boolean): Promise<LookupRun> => {
    const latencies: number[] = [];
    let errors = 0;
    for (let i = 0; i < options.requests; i++) {
      const plate = VAN_PLATES[i % VAN_PLATES.length]!;
      if (clearFirst) {
        await options.db.client.send(
          new DeleteCommand({ TableName: options.db.tableName, Key: vehicleLookupKey(plate) }),
        );
      }
      const started = performance.now();
      const status = await post(url, address(), { registration: plate });
      latencies.push(performance.now() - started);
      if (status !== 200) errors += 1;
    }
    return {
      requests: options.requests,
      p50: round(percentile(latencies, 50)),
      p95: round(percentile(latencies, 95)),
      p99: round(percentile(latencies, 99)),
      errors,
    };
  };

  await run(true); // warm-up: the handler's first provider calls open their connections
  const miss = await run(true);
  const hit = await run(false);
  return { plates: VAN_PLATES.length, miss, hit };
}

/** The first of these listings that has a stored MOT history (the seed stores most). */
export async function firstWithMotHistory(
  db: Db,
  listings: readonly { id: string }[],
): Promise<string | undefined> {
  for (const { id } of listings) {
    if (await getStoredMotHistory(db, id)) return id;
  }
  return undefined;
}
