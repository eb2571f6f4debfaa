/**
 * The seller's side of `npm run bench` (issue 15): creating a listing through the gateway
 * (target p95 <= 100 ms) and the first screen of My Listings for a dealer with 1,000 listings
 * (target p95 <= 50 ms and <= 10 RCU); and that dealer's search, sort and filters (issue 33 §2,
 * decision 071: the same targets), with the read units of the stock view's first read.
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
import type { OwnListingsQuery } from '#shared/own-listings';

export type SellerFigures = {
  create: { requests: number; p50: number; p95: number; errors: number };
  myListingsFirstScreen: LatencyFigures & { listings: number; rcu: number };
  /**
   * Search, sorts and filters over the dealer's stock through the gateway at 1 client: the
   * latency over every query, the read units of one request while the stock view is current
   * (the most any query took), and of the requests that read the stock afresh: the rows, and
   * every row's counters for the views and enquiries orders.
   */
  myListingsSearch: LatencyFigures & {
    queries: number;
    rcu: number;
    freshRowsRcu: number;
    freshCountersRcu: number;
  };
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
      price: 5_000 + ((i * 7919) % 30_000),
      // Every dealer van has its own stock reference; most have a plate.
      stock_reference: `BD-${String(i).padStart(4, '0')}`,
      registration: i % 4 === 0 ? null : `BD${String(i % 100).padStart(2, '0')}VAN`,
    }),
  );
  await putListingsBatch(db, stock);
  await setListingTallies(db, talliesOf(stock));
  const path = `${stage.url}/api/me/listings`;
  await measureGet(path, { requests: 10, concurrency: 1, headers: auth }); // warm-up
  meter.take();
  // The bench's own process: its first call reads the stock, the next ones find it current.
  await listOwnListings({ db }, dealer.userId, { tab: 'active', sort: 'newest' });
  const freshRowsRcu = round(meter.take().readUnits, 2);
  await listOwnListings({ db }, dealer.userId, { tab: 'active', sort: 'newest' });
  const rcu = round(meter.take().readUnits, 2);
  const firstScreen = await measureGet(path, {
    requests: options.requests,
    concurrency: 1,
    headers: auth,
  });
  const search = await measureStockSearch({ ...options, dealer: dealer.userId, auth, path });

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
    myListingsSearch: { ...search, freshRowsRcu },
  };
}

/** What a dealer asks My Listings: searches, every order, the filters, a later page. */
const STOCK_QUERIES: readonly (Partial<OwnListingsQuery> & Record<string, string>)[] = [
  { q: 'Ford Transit' },
  { q: 'BD-0420' },
  { q: 'bd42 van' },
  { sort: 'price_low' },
  { sort: 'price_high' },
  { sort: 'oldest' },
  { sort: 'days_in_stock' },
  { sort: 'views' },
  { sort: 'enquiries' },
  { state: 'live' },
  { boosted: '1' },
  { missing_photos: '1' },
  { tab: 'sold', sort: 'price_high' },
  { q: 'Ford', sort: 'views', state: 'live' },
];

async function measureStockSearch(options: {
  db: Db;
  meter: ReturnType<typeof meterCapacity>;
  requests: number;
  dealer: string;
  auth: Record<string, string>;
  path: string;
}): Promise<Omit<SellerFigures['myListingsSearch'], 'freshRowsRcu'>> {
  const { db, meter, dealer } = options;
  // Read units in the bench's process, whose stock view is current after the first screen:
  // the first views order reads every row's counters once; then the most any query costs.
  const queryOf = (query: (typeof STOCK_QUERIES)[number]) =>
    ({ tab: 'active', sort: 'newest', ...query }) as OwnListingsQuery;
  meter.take();
  await listOwnListings({ db }, dealer, queryOf({ sort: 'views' }));
  const freshCountersRcu = round(meter.take().readUnits, 2);
  let rcu = 0;
  for (const query of STOCK_QUERIES) {
    await listOwnListings({ db }, dealer, queryOf(query));
    rcu = Math.max(rcu, meter.take().readUnits);
  }
  // Latency through the gateway, the queries in turn (warmed once each first).
  const urls = STOCK_QUERIES.map(
    (query) => `${options.path}?${new URLSearchParams(query as Record<string, string>)}`,
  );
  for (const url of urls) await fetch(url, { headers: options.auth });
  const perQuery = Math.max(1, Math.ceil(options.requests / urls.length));
  const latencies: number[] = [];
  let errors = 0;
  for (let i = 0; i < perQuery; i++) {
    for (const url of urls) {
      const started = performance.now();
      const response = await fetch(url, { headers: options.auth });
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      if (!response.ok) errors += 1;
    }
  }
  return {
    queries: urls.length,
    requests: latencies.length,
    concurrency: 1,
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    errors,
    rcu: round(rcu, 2),
    freshCountersRcu,
  };
}
