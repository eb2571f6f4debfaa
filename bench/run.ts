/**
 * `npm run bench`: starts a fresh local stage seeded with (default) 100,000 live listings plus
 * sold and pending ones, and measures the search mix of issue 3 and the other public API calls
 * through the local gateway at 1 and 16 clients, plus the DynamoDB read capacity each request
 * consumes (ReturnConsumedCapacity). Prints a table and writes bench/results.json.
 *
 *   npm run bench -- --count 100000 --requests 300
 *   npm run bench -- --data-dir /tmp/bench-data   (kept: a second run skips the seeding)
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../infra/local/emulators/dynamodb';
import { freePort } from '../infra/local/ports';
import { startLocalStage } from '../infra/local/stage';
import { getListing, type Db } from '../lambdas/data/listings-repo';
import { getProfile } from '../lambdas/data/profiles-repo';
import { listHomepageFeatured } from '../lambdas/domain/featured-listings';
import { getListingDetail } from '../lambdas/domain/listing-detail';
import { searchListings } from '../lambdas/domain/search-listings';
import { createGeocoder } from '../lambdas/geocoding/create-geocoder';
import { geocodingConfig } from '../lambdas/geocoding/geocoding-config';
import {
  DEFAULT_SEARCH_REFRESH_MS,
  getSearchIndex,
} from '../lambdas/search/projection/search-index-provider';
import { revealSellerPhone } from '../lambdas/domain/seller-phone';
import { similarListings } from '../lambdas/domain/similar-listings';
import { searchFiltersSchema } from '../shared/search/filters';
import { SEARCH_SCENARIOS, searchPath } from './search-scenarios';
import { measureGet, type LatencyFigures } from './http-load';
import { measureProjection, measureRefreshCost } from './projection-figures';
import { mean, round } from './stats';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '300' },
    seed: { type: 'string', default: '1' },
    'data-dir': { type: 'string' },
  },
});
// One JSON access-log line per request would drown the figures.
process.env.LOG_LEVEL ??= 'warn';
const count = Number(values.count);
const requests = Number(values.requests);
const CONCURRENCY = [1, 16];

/**
 * Mean read capacity per call of `call`, summed over every DynamoDB request the call makes.
 * DynamoDB Local reports 0 for a read that finds nothing, where AWS bills at least 0.5 RCU (an
 * eventually consistent read), so each request counts at least 0.5 here.
 */
async function capacityOf(db: Db, call: (db: Db) => Promise<unknown>, times = 20): Promise<number> {
  const perCall: number[] = [];
  for (let i = 0; i < times; i++) {
    let units = 0;
    await call({ ...db, onCapacity: (u) => (units += Math.max(u, 0.5)) });
    perCall.push(units);
  }
  return round(mean(perCall), 2);
}

async function main() {
  const keptDataDir = values['data-dir'];
  const dataDir = keptDataDir ?? mkdtempSync(join(tmpdir(), 'vanyard-bench-'));
  console.log(`Starting a local stage with ${count.toLocaleString('en-GB')} demo listings...`);
  const startedAt = Date.now();
  const stage = await startLocalStage({
    port: await freePort(),
    dataDir,
    seed: { count, seed: Number(values.seed) },
    log: (line) => {
      if (!line.includes('\r')) console.log(`  ${line}`);
    },
  });
  const startSeconds = round((Date.now() - startedAt) / 1000);
  try {
    const dynamo = new DynamoDBClient({
      endpoint: stage.endpoints.dynamodb,
      region: LOCAL_REGION,
      credentials: LOCAL_CREDENTIALS,
    });
    const db: Db = { client: DynamoDBDocumentClient.from(dynamo), tableName: stage.tableName };
    const s3 = new S3Client({
      endpoint: stage.endpoints.s3,
      region: LOCAL_REGION,
      credentials: LOCAL_CREDENTIALS,
      forcePathStyle: true,
    });
    console.log(`Stage ready in ${startSeconds}s (seeding, postcodes and search snapshot)`);

    // A rebuild, then a cold container (snapshot from S3, decode, the log, the index), then a
    // refresh's read cost while listings change.
    const projection = await measureProjection({ db, s3, bucket: stage.buckets.search });
    const coldIndex = projection.index;
    const coldLoadMs = projection.figures.coldLoad.totalMs;
    const memoryMb = round(process.memoryUsage().heapUsed / 1024 / 1024);
    console.log(
      `Search index: ${coldIndex.size} live listings; ${JSON.stringify(projection.figures)}`,
    );

    // The cold load schedules its first log read a refresh interval later; past it, every call
    // below reads the log (refreshMs 0), so none is measured as free.
    await new Promise((resolve) => setTimeout(resolve, DEFAULT_SEARCH_REFRESH_MS + 100));

    // Read capacity per search, worst case: the index refreshes from the log on every request
    // (refreshMs 0) and the geocoder cache starts empty.
    const geocoderFor = (measured: Db) =>
      createGeocoder(geocodingConfig({ GEOCODER: 'table' }), { db: measured });
    const searchRcu = async (query: Record<string, string>) => {
      const filters = searchFiltersSchema().parse(query);
      return capacityOf(db, (measured) => {
        const geocode = geocoderFor(measured);
        return searchListings(
          {
            index: () =>
              getSearchIndex({ db: measured, s3, bucket: stage.buckets.search, refreshMs: 0 }),
            geocode: (postcode) => geocode.geocodePostcode(postcode),
          },
          filters,
        );
      });
    };

    const featured = await listHomepageFeatured(db);
    const someId = featured[0]?.id;
    const scenarios: { name: string; path: string; rcu: number | null }[] = [];
    for (const scenario of SEARCH_SCENARIOS) {
      scenarios.push({
        name: scenario.name,
        path: searchPath(scenario.query),
        rcu: await searchRcu(scenario.query),
      });
    }
    scenarios.push(
      {
        name: 'home featured',
        path: '/api/listings/featured',
        rcu: await capacityOf(db, (d) => listHomepageFeatured(d)),
      },
      { name: 'health', path: '/api/health', rcu: null },
    );
    if (someId) {
      const reads = (d: Db) => ({
        getListing: (id: string) => getListing(d, id),
        getProfile: (id: string) => getProfile(d, id),
      });
      scenarios.push(
        {
          // The detail page's API: the listing, then its seller's profile (two GetItems).
          name: 'listing detail',
          path: `/api/listings/${someId}`,
          rcu: await capacityOf(db, (d) => getListingDetail(reads(d), someId)),
        },
        {
          // The listing, then the in-memory index (refreshing from the log on every call here).
          name: 'similar vans',
          path: `/api/listings/${someId}/similar`,
          rcu: await capacityOf(db, (d) =>
            similarListings(
              {
                getListing: (id) => getListing(d, id),
                index: () =>
                  getSearchIndex({ db: d, s3, bucket: stage.buckets.search, refreshMs: 0 }),
              },
              someId,
            ),
          ),
        },
      );
    }
    const detailRcu = someId ? await capacityOf(db, (d) => getListing(d, someId)) : null;
    // Rate limited to 10 a minute per client, so measured in process, without the HTTP load
    // (the rate counter's UpdateItem is a write: no read capacity).
    const phoneRcu = someId
      ? await capacityOf(db, (d) =>
          revealSellerPhone(
            { getListing: (id) => getListing(d, id), getProfile: (id) => getProfile(d, id) },
            someId,
          ).catch(() => undefined),
        )
      : null;

    const results: (LatencyFigures & { scenario: string; rcuPerRequest: number | null })[] = [];
    // Rows print as they are measured: the whole run takes minutes at 100,000 listings.
    console.log(
      '\nscenario                   clients  p50 ms  p95 ms  p99 ms  errors  RCU/request',
    );
    for (const scenario of scenarios) {
      await measureGet(stage.url + scenario.path, { requests: 20, concurrency: 4 }); // warm-up
      for (const concurrency of CONCURRENCY) {
        const figures = await measureGet(stage.url + scenario.path, { requests, concurrency });
        const r = { scenario: scenario.name, rcuPerRequest: scenario.rcu, ...figures };
        results.push(r);
        console.log(
          `${r.scenario.padEnd(27)}${String(r.concurrency).padStart(7)}${String(r.p50).padStart(8)}${String(r.p95).padStart(8)}${String(r.p99).padStart(8)}${String(r.errors).padStart(8)}  ${r.rcuPerRequest ?? '-'}`,
        );
      }
    }
    const refresh = await measureRefreshCost({ db, s3, bucket: stage.buckets.search }, coldIndex);
    console.log(
      `search log refresh at one change a second: ${refresh.entriesRead} entries, ${refresh.rcu} RCU`,
    );
    const searchMix = scenarios.slice(0, SEARCH_SCENARIOS.length).map((s) => s.rcu ?? 0);
    const meanSearchRcu = round(mean(searchMix), 2);
    const worstSearchP95 = Math.max(
      ...results
        .filter((r) => r.concurrency === 1 && SEARCH_SCENARIOS.some((s) => s.name === r.scenario))
        .map((r) => r.p95),
    );
    const rcuOf = (name: string) => scenarios.find((s) => s.name === name)?.rcu ?? null;
    const p95Of = (name: string) =>
      results.find((r) => r.scenario === name && r.concurrency === 1)?.p95 ?? null;
    // One visit to a detail page reads the detail and the similar vans (the view count is a write).
    const detailPageRcu =
      someId === undefined
        ? null
        : round((rcuOf('listing detail') ?? 0) + (rcuOf('similar vans') ?? 0), 2);
    console.log(
      `listing by id (GetItem) RCU: ${detailRcu ?? '-'}; phone reveal RCU: ${phoneRcu ?? '-'}`,
    );
    console.log(
      `detail page: p95 at 1 client ${p95Of('listing detail') ?? '-'} ms (target <= 30); ${detailPageRcu ?? '-'} RCU per visit (target <= 3)`,
    );
    console.log(
      `search mix: mean ${meanSearchRcu} RCU per search (target <= 25); worst p95 at 1 client ${worstSearchP95} ms (target <= 50)`,
    );

    const report = {
      date: new Date().toISOString(),
      machine: { cpus: cpus().length, node: process.version },
      listings: count,
      liveListingsIndexed: coldIndex.size,
      stageStartSeconds: startSeconds,
      search: {
        coldLoadMs,
        heapUsedMb: memoryMb,
        meanRcuPerSearch: meanSearchRcu,
        worstP95At1Client: worstSearchP95,
      },
      requestsPerScenario: requests,
      results,
      readCapacity: {
        homeFeatured: scenarios.find((s) => s.name === 'home featured')?.rcu ?? null,
        listingById: detailRcu,
        listingDetail: rcuOf('listing detail'),
        similarVans: rcuOf('similar vans'),
        phoneReveal: phoneRcu,
        detailPageVisit: detailPageRcu,
      },
      projection: { ...projection.figures, refreshAtOneChangeASecond: refresh },
    };
    writeFileSync(
      new URL('./results.json', import.meta.url),
      JSON.stringify(report, null, 2) + '\n',
    );
    console.log('\nWritten to bench/results.json');
    dynamo.destroy();
    s3.destroy();
  } finally {
    await stage.stop();
    if (!keptDataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
