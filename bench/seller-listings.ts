/**
 * The seller's side of `npm run bench` (issue 15): creating a listing through the gateway
 * (target p95 <= 100 ms) and the first screen of My Listings for a dealer with 1,000 listings
 * (target p95 <= 50 ms and <= 10 RCU).
 */
import { performance } from 'node:perf_hooks';
import type { BenchStage } from './stage-process';
import type { meterCapacity } from '#lambdas/platform/capacity-meter';
import type { Db } from '#lambdas/platform/db';
import { setListingTallies, talliesOf } from '#lambdas/listing/listing-state-repo';
import { listOwnListings } from '#lambdas/listing/list-own-listings';
import { aListing } from '../tests/support/listing-fixture';
import {
  aListingForm,
  api,
  approve,
  newSeller,
  readyPhotos,
} from '../tests/integration/own-listings/seller-stage';
import { measureGet, type LatencyFigures } from './http-load';
import { percentile, round } from './stats';
import { putListingsBatch } from '#lambdas/listing/listing-writer';

export type SellerFigures = {
  create: { requests: number; p50: number; p95: number; errors: number };
  myListingsFirstScreen: LatencyFigures & { listings: number; rcu: number };
  /** Seconds from moderation's approval to the van being found by search through the gateway. */
  approvalToSearchableSeconds: number;
};

const DEALER_LISTINGS = 1000;
const CREATES = 30;
/** Sellers the creates are spread over: each stays under the per-user presign limit (60 in 10 minutes). */
const CREATING_SELLERS = 3;

export async function measureSellerListings(options: {
  stage: BenchStage;
  db: Db;
  meter: ReturnType<typeof meterCapacity>;
  requests: number;
}): Promise<SellerFigures> {
  const { stage, db, meter } = options;
  const dealer = await newSeller(stage);
  const auth = { authorization: `Bearer ${dealer.token}` };

  // A dealer's stock, written as an import would (not measured).
  const now = Date.now();
  const stock = Array.from({ length: DEALER_LISTINGS }, (_, i) =>
    aListing({
      id: `bench-dealer-${now}-${i}`,
      user_id: dealer.userId,
      status: i % 10 === 0 ? 'sold' : 'active',
      created_at: new Date(now - i * 60_000).toISOString(),
      updated_at: new Date(now - i * 30_000).toISOString(),
      views: i % 50,
    }),
  );
  await putListingsBatch(db, stock);
  await setListingTallies(db, talliesOf(stock));
  const path = `${stage.url}/api/me/listings`;
  await measureGet(path, { requests: 10, concurrency: 1, headers: auth }); // warm-up
  meter.take();
  await listOwnListings({ db }, dealer.userId, { tab: 'active' });
  const rcu = round(meter.take().readUnits, 2);
  const firstScreen = await measureGet(path, {
    requests: options.requests,
    concurrency: 1,
    headers: auth,
  });

  // Creates: each with three photos through the real pipeline first (not measured).
  const latencies: number[] = [];
  let errors = 0;
  const sellers = await Promise.all(
    Array.from({ length: CREATING_SELLERS }, () => newSeller(stage)),
  );
  for (let i = 0; i < CREATES; i++) {
    const seller = sellers[i % sellers.length]!;
    const photos = await readyPhotos(stage, seller, 3);
    const body = { ...aListingForm(photos), idempotency_key: crypto.randomUUID() };
    const started = performance.now();
    const answer = await api(stage, 'POST', '/api/me/listings', { token: seller.token, body });
    latencies.push(performance.now() - started);
    if (answer.status !== 201) errors += 1;
  }
  // Freshness: approve a new van and search for its title until it shows.
  const title = `Bench freshness ${now}`;
  const photos = await readyPhotos(stage, dealer, 3);
  const fresh = await api(stage, 'POST', '/api/me/listings', {
    token: dealer.token,
    body: { ...aListingForm(photos, { title }), idempotency_key: crypto.randomUUID() },
  });
  const approvedAt = performance.now();
  await approve(db, String(fresh.body.id));
  const query = `${stage.url}/api/listings/search?search=${encodeURIComponent(title)}`;
  let found = false;
  while (!found && performance.now() - approvedAt < 60_000) {
    const answer = (await (await fetch(query)).json()) as { items?: { id: string }[] };
    found = answer.items?.some((card) => card.id === fresh.body.id) ?? false;
    if (!found) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const approvalToSearchableSeconds = found
    ? round((performance.now() - approvedAt) / 1000, 2)
    : Number.POSITIVE_INFINITY;

  return {
    approvalToSearchableSeconds,
    create: {
      requests: CREATES,
      p50: round(percentile(latencies, 50)),
      p95: round(percentile(latencies, 95)),
      errors,
    },
    myListingsFirstScreen: { ...firstScreen, listings: DEALER_LISTINGS, rcu },
  };
}
