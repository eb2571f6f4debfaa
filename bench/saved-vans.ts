/**
 * Saved vans in `npm run bench` (issue 32, decision 064): /saved for a buyer with 500 saved vans
 * (the limit), 30 of them no longer live (20 sold, 10 rejected), through the gateway at one
 * client, and the read units of one list read.
 */
import type { S3Client } from '@aws-sdk/client-s3';
import type { BenchStage } from './stage-process';
import type { meterCapacity } from '#lambdas/platform/capacity-meter';
import type { Db } from '#lambdas/platform/db';
import { putListingsBatch } from '#lambdas/listing/listing-writer';
import { SAVES_COUNTER } from '#lambdas/listing';
import { listSavedVans } from '#lambdas/saved/list-saved-vans';
import { putSavedVan } from '#lambdas/saved/saved-vans-repo';
import { getSearchIndex } from '#lambdas/search';
import { listingTitle } from '#shared/format';
import { SAVED_VANS_LIMIT } from '#shared/saved-vans';
import { aListing } from '../tests/support/listing-fixture';
import { newSeller } from '../tests/integration/own-listings/seller-stage';
import { measureGet, type LatencyFigures } from './http-load';
import { mean, round } from './stats';

export type SavedVansFigures = LatencyFigures & {
  saved: number;
  notLive: number;
  /** Mean read units of one list read (the Query, the index's log read, the not-live vans). */
  rcu: number;
};

const SOLD = 20;
const REJECTED = 10;

export async function measureSavedVans(options: {
  stage: BenchStage;
  db: Db;
  s3: S3Client;
  meter: ReturnType<typeof meterCapacity>;
  requests: number;
}): Promise<SavedVansFigures> {
  const { stage, db, meter } = options;
  const buyer = await newSeller(stage);
  const run = Date.now();
  const vans = Array.from({ length: SAVED_VANS_LIMIT }, (_, i) =>
    aListing({ id: `bench-saved-${run}-${i}`, user_id: `bench-saved-seller-${run}` }),
  );
  // Saved as the heart saves them, while live (not measured).
  await putListingsBatch(db, vans);
  const queue = [...vans];
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let van = queue.shift(); van; van = queue.shift()) {
        const entry = {
          id: van.id,
          title: listingTitle(van),
          price_at_save: van.price + 500,
          saved_at: new Date(run - queue.length * 60_000).toISOString(),
        };
        await putSavedVan(db, buyer.userId, entry, SAVED_VANS_LIMIT, { attribute: SAVES_COUNTER });
      }
    }),
  );
  const updated_at = new Date().toISOString();
  await putListingsBatch(db, [
    ...vans.slice(0, SOLD).map((van) => ({ ...van, status: 'sold' as const, updated_at })),
    ...vans
      .slice(SOLD, SOLD + REJECTED)
      .map((van) => ({ ...van, approval_status: 'rejected' as const, updated_at })),
  ]);

  const index = () =>
    getSearchIndex({ db, s3: options.s3, bucket: stage.buckets.search, refreshMs: 0 });
  // The steady state: the projection has the live vans and has dropped the others.
  for (let i = 0; i < 120; i++) {
    const current = await index();
    if (current.get(vans.at(-1)!.id) && !current.get(vans[0]!.id)) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }

  const perCall: number[] = [];
  for (let i = 0; i < 10; i++) {
    meter.take();
    const answer = await listSavedVans({ db, index }, buyer.userId);
    perCall.push(meter.take().readUnits);
    if (answer.items.length !== SAVED_VANS_LIMIT) throw new Error('saved vans missing');
  }

  const path = `${stage.url}/api/me/saved-vans`;
  const headers = { authorization: `Bearer ${buyer.token}` };
  await measureGet(path, { requests: 10, concurrency: 1, headers }); // warm-up
  const latency = await measureGet(path, { requests: options.requests, concurrency: 1, headers });
  return {
    ...latency,
    saved: SAVED_VANS_LIMIT,
    notLive: SOLD + REJECTED,
    rcu: round(mean(perCall), 2),
  };
}
