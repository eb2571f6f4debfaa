/**
 * `npm run bench`: starts a fresh local stage seeded with (default) 100,000 live listings plus
 * sold and pending ones, and measures the search mix of issue 3 and the other public API calls
 * through the local gateway at 1 and 16 clients, plus the DynamoDB read capacity each request
 * consumes and the write units of the view count and a listing edit (ReturnConsumedCapacity,
 * added by the capacity meter's SDK middleware). Prints a table and writes bench/results.json.
 *
 *   npm run bench -- --count 100000 --requests 300
 *   npm run bench -- --data-dir /tmp/bench-data   (kept: a second run skips the seeding)
 *   npm run bench -- --load-users 100 --load-seconds 300   (the load scenario; 0 users skips it)
 *   npm run bench -- --image-runs 10   (the photo processor on a 12-megapixel JPEG; 0 skips it)
 *   npm run bench -- --import-rows 1000   (CSV imports: N rows, N/5 rows with 3 images; 0 skips)
 *   npm run bench -- --page-requests 300   (server-rendered page HTML, needs `npm run build`; 0 skips)
 *   npm run bench -- --skip-rebuild   (no second snapshot rebuild: the stage's start made one)
 *   npm run bench -- --idle-seconds 60   (the idle stage's CPU and DynamoDB Local's; 0 skips)
 *   npm run bench -- --saved-searches 20000   (the alert matcher's saved searches; 0 skips)
 *   npm run bench -- --skip-admin   (no admin screens: their mirror's cold load reads every listing)
 *   npm run bench -- --lookup-requests 100   (registration lookups on the DVLA/DVSA stand-ins; 0 skips)
 *   npm run bench -- --message-conversations 2000 --message-sends 100   (a dealer's inbox and sends; 0 skips)
 *
 * Last, the listing expiry run (decision 072): with nothing due, with a day's share of the
 * listings due, and re-run at once.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '#infra/local/stage/emulators/dynamodb';
import { REPO_ROOT } from '#infra/local/repo-root';
import type { Db } from '#lambdas/platform/db';
import { meterCapacity } from '#lambdas/platform/capacity-meter';
import { getListing, getListingCards, incrementViews } from '#lambdas/listing/listing-repo';
import { queryOwnerListingStates } from '#lambdas/listing/owner-index';
import { nearbyListings } from '#lambdas/search/nearby-listings';
import { getProfile } from '#lambdas/account/profiles-repo';
import { listHomepageFeatured } from '#lambdas/listing/list-featured-listings';
import { getListingDetail } from '#lambdas/listing/get-listing-detail';
import { searchListings } from '#lambdas/search/search-listings';
import { createGeocoder } from '#lambdas/geocoding/create-geocoder';
import { geocodingConfig } from '#lambdas/geocoding/geocoding-config';
import {
  DEFAULT_SEARCH_REFRESH_MS,
  getSearchIndex,
} from '#lambdas/search/projection/search-index-provider';
import { revealSellerPhone } from '#lambdas/listing/reveal-seller-phone';
import { similarListings } from '#lambdas/search/similar-listings';
import { RENDER_BUNDLE } from '#shared/page-render';
import { searchFiltersSchema } from '#shared/search/filters';
import { SEARCH_SCENARIOS, searchPath } from './search-scenarios';
import { measureGet, type LatencyFigures } from './http-load';
import { measurePageHtml, type PageHtmlFigures } from './page-html';
import { measureImageProcessing, type ImageProcessingFigures } from './image-processing';
import { measureCsvImport, startBenchImageServer, type CsvImportFigures } from './csv-import';
import { measureProjection, measureRefreshCost } from './projection-figures';
import { measureSellerListings } from './seller-listings';
import { measureSavedVans } from './saved-vans';
import { measureMessages, type MessagesFigures } from './messages';
import { measureListingExpiry, printListingExpiry } from './listing-expiry';
import { measureAdminScreens } from './admin-screens';
import { mean, round } from './stats';
import { runUserJourneys, type JourneyFigures } from './user-journeys';
import { replaceListing } from '#lambdas/listing/listing-writer';
import { startStageProcess } from './stage-process';
import { getListingWithMotHistory } from '#lambdas/vehicle/mot-history-repo';
import {
  firstWithMotHistory,
  measureVehicleLookup,
  type VehicleLookupFigures,
} from './vehicle-lookup';
import { measureIdleCpu, type IdleCpuFigures } from './idle-cpu';
import {
  measureSavedSearchAlerts,
  printSavedSearchAlerts,
  type SavedSearchAlertFigures,
} from './saved-search-alerts';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '300' },
    seed: { type: 'string', default: '1' },
    'data-dir': { type: 'string' },
    /** The load scenario: simulated buyers and how long they browse (0 users skips it). */
    'load-users': { type: 'string', default: '100' },
    'load-seconds': { type: 'string', default: '300' },
    /** Photos of the image-processing figure (0 skips it). */
    'image-runs': { type: 'string', default: '10' },
    /** The CSV import's rows without images (a fifth as many with 3 images each; 0 skips). */
    'import-rows': { type: 'string', default: '1000' },
    /** Requests per page and concurrency for the server-rendered HTML (0 skips). */
    'page-requests': { type: 'string', default: '300' },
    /**
     * Skips the measured snapshot rebuild (a Scan of every listing: minutes at 100,000 on
     * DynamoDB Local), for runs after the figures the rebuild does not touch.
     */
    'skip-rebuild': { type: 'boolean', default: false },
    /** Seconds the stage is left idle before measuring, its CPU and DynamoDB Local's taken. */
    'idle-seconds': { type: 'string', default: '60' },
    /** Registration lookups on the DVLA and DVSA stand-ins, missed and kept (0 skips). */
    'lookup-requests': { type: 'string', default: '100' },
    /** Skips the admin screens (their mirror's cold load is a Query of every listing). */
    'skip-admin': { type: 'boolean', default: false },
    /** Saved searches for the alert matcher's figures (1,000 listing changes; 0 skips). */
    'saved-searches': { type: 'string', default: '100000' },
    /** Messages (decision 075): the dealer's conversations for the inbox, and the sends (0 skips). */
    'message-conversations': { type: 'string', default: '2000' },
    'message-sends': { type: 'string', default: '100' },
  },
});
// One JSON access-log line per request would drown the figures.
process.env.LOG_LEVEL ??= 'warn';
const count = Number(values.count);
// The stage's DynamoDB Local (a child of the stage's process) needs more than its 1 GB heap to
// hold a large table's work: about 4 GB from 50,000 listings up (infra/local/stage/emulators).
process.env.DYNAMODB_LOCAL_HEAP ??= count >= 50_000 ? '4g' : '1g';
const requests = Number(values.requests);
const CONCURRENCY = [1, 16];

type Meter = ReturnType<typeof meterCapacity>;

/**
 * Mean read capacity per call of `call`, summed over every DynamoDB request the call makes on
 * the metered client. DynamoDB Local reports 0 for a read that finds nothing, where AWS bills
 * at least 0.5 RCU (an eventually consistent read), so each request counts at least 0.5 here.
 */
async function capacityOf(meter: Meter, call: () => Promise<unknown>, times = 20): Promise<number> {
  const perCall: number[] = [];
  for (let i = 0; i < times; i++) {
    meter.take();
    await call();
    perCall.push(meter.take().readUnits);
  }
  return round(mean(perCall), 2);
}

/** Mean read and write units per call of `call`, with the write units by index. */
async function writeCostOf(meter: Meter, call: (i: number) => Promise<unknown>, times = 20) {
  let rcu = 0;
  let wcu = 0;
  const byIndex: Record<string, number> = {};
  for (let i = 0; i < times; i++) {
    meter.take();
    await call(i);
    const used = meter.take();
    rcu += used.readUnits;
    wcu += used.writeUnits;
    for (const [name, units] of Object.entries(used.writeUnitsByIndex)) {
      byIndex[name] = (byIndex[name] ?? 0) + units;
    }
  }
  return {
    rcu: round(rcu / times, 2),
    wcu: round(wcu / times, 2),
    wcuByIndex: Object.fromEntries(
      Object.entries(byIndex).map(([name, units]) => [name, round(units / times, 2)]),
    ),
  };
}

async function main() {
  // The photo processor first: it needs no stage, and runs in a child process of its own.
  let imageProcessing: ImageProcessingFigures | null = null;
  const imageRuns = Number(values['image-runs']);
  if (imageRuns > 0) {
    imageProcessing = await measureImageProcessing(imageRuns);
    const { source, memory } = imageProcessing;
    console.log(
      `Photo processing, ${source.width} x ${source.height} JPEG (${round(source.bytes / 1e6, 2)} MB) to 3 WebP variants: p50 ${imageProcessing.p50Ms} ms, p95 ${imageProcessing.p95Ms} ms over ${imageProcessing.runs} photos; peak RSS ${memory.peakRssMb} MB (${memory.baselineRssMb} MB before the first), heap ${memory.peakHeapUsedMb} MB`,
    );
  }

  const keptDataDir = values['data-dir'];
  const dataDir = keptDataDir ?? mkdtempSync(join(tmpdir(), 'vanyard-bench-'));
  console.log(`Starting a local stage with ${count.toLocaleString('en-GB')} demo listings...`);
  const startedAt = Date.now();
  // The CSV import's image host, allow-listed for the stage's import tasks as a test's would be.
  const importRows = Number(values['import-rows']);
  const imageServer = importRows > 0 ? await startBenchImageServer() : undefined;
  // In a process of its own, as `npm start` runs it: the bench's clients and the index and
  // mirror it builds to measure them share neither its event loop nor its heap.
  const stage = await startStageProcess({
    importImageHosts: imageServer ? [new URL(imageServer.origin).host] : [],
    // Any free port, held from the start (ports.ts reservePort).
    port: 0,
    dataDir,
    seed: { count, seed: Number(values.seed) },
  });
  const startSeconds = round((Date.now() - startedAt) / 1000);
  try {
    const dynamo = new DynamoDBClient({
      endpoint: stage.endpoints.dynamodb,
      region: LOCAL_REGION,
      credentials: LOCAL_CREDENTIALS,
    });
    const db: Db = { client: DynamoDBDocumentClient.from(dynamo), tableName: stage.tableName };
    const meter = meterCapacity(db.client, { minimumReadUnits: 0.5 });
    const s3 = new S3Client({
      endpoint: stage.endpoints.s3,
      region: LOCAL_REGION,
      credentials: LOCAL_CREDENTIALS,
      forcePathStyle: true,
    });
    console.log(`Stage ready in ${startSeconds}s (seeding, postcodes and search snapshot)`);

    // Nothing in flight: what the stage and its emulator do on their own (decision 054).
    const idleSeconds = Number(values['idle-seconds']);
    const idleCpu: IdleCpuFigures | null =
      idleSeconds > 0
        ? await measureIdleCpu({ stagePid: stage.pid, dataDir, seconds: idleSeconds })
        : null;
    if (idleCpu) {
      console.log(
        `Idle for ${idleCpu.seconds} s: the stage's process ${idleCpu.stagePercent} % of a core, DynamoDB Local ${idleCpu.dynamoDbPercent} %`,
      );
    }

    // A rebuild, then a cold container (snapshot from S3, decode, the log, the index), then a
    // refresh's read cost while listings change.
    const projection = await measureProjection(
      { db, s3, bucket: stage.buckets.search },
      { rebuild: !values['skip-rebuild'] },
    );
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
    const searchRcu = async (query: Record<string, string>) => {
      const filters = searchFiltersSchema().parse(query);
      return capacityOf(meter, () => {
        const geocode = createGeocoder(geocodingConfig({ GEOCODER: 'table' }), { db });
        return searchListings(
          {
            index: () => getSearchIndex({ db, s3, bucket: stage.buckets.search, refreshMs: 0 }),
            geocode: (postcode) => geocode.geocodePostcode(postcode),
          },
          filters,
        );
      });
    };

    const featured = await listHomepageFeatured(db);
    // A featured van with a stored MOT history, so the detail read is measured with it.
    const someId = (await firstWithMotHistory(db, featured)) ?? featured[0]?.id;
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
        rcu: await capacityOf(meter, () => listHomepageFeatured(db)),
      },
      { name: 'health', path: '/api/health', rcu: null },
    );
    // The handler's reads: the listing, its view counter and its stored MOT history in one
    // Query, then the seller's profile (lambdas/render/listing-reads.ts).
    const reads = {
      getListing: (id: string) => getListing(db, id),
      getListingWithMotHistory: (id: string) => getListingWithMotHistory(db, id),
      getProfile: (id: string) => getProfile(db, id),
    };
    if (someId) {
      scenarios.push(
        {
          // The detail page's API: the listing, then its seller's profile (two GetItems).
          name: 'listing detail',
          path: `/api/listings/${someId}`,
          rcu: await capacityOf(meter, () => getListingDetail(reads, someId)),
        },
        {
          // The in-memory index, refreshing from the log on every call here (its one Query): a live
          // listing's make, model and place come from the index, not the table.
          name: 'similar vans',
          path: `/api/listings/${someId}/similar`,
          rcu: await capacityOf(meter, () =>
            similarListings(
              {
                getListing: (id) => getListing(db, id),
                index: () => getSearchIndex({ db, s3, bucket: stage.buckets.search, refreshMs: 0 }),
              },
              someId,
            ),
          ),
        },
      );
    }
    const detailRcu = someId ? await capacityOf(meter, () => getListing(db, someId)) : null;
    // Rate limited to 10 a minute per client, so measured in process, without the HTTP load
    // (the rate counter's UpdateItem is a write: no read capacity).
    const phoneRcu = someId
      ? await capacityOf(meter, () => revealSellerPhone(reads, someId).catch(() => undefined))
      : null;

    // Nearby vans (the geo index, then the nearest cards): central London and Manchester.
    const nearbyQueries = {
      'nearby London 25 mi, 12 cards': {
        latitude: 51.5072,
        longitude: -0.1276,
        radiusMiles: 25,
        limit: 12,
      },
      'nearby Manchester 25 mi, 12 cards': {
        latitude: 53.4808,
        longitude: -2.2426,
        radiusMiles: 25,
        limit: 12,
      },
      'nearby rural 50 mi, 12 cards': {
        latitude: 52.4862,
        longitude: -3.9,
        radiusMiles: 50,
        limit: 12,
      },
    };
    const nearby: Record<string, { rcu: number; meanMs: number; cards: number }> = {};
    for (const [name, query] of Object.entries(nearbyQueries)) {
      const started = performance.now();
      const cards = await nearbyListings(db, query);
      const rcu = await capacityOf(meter, () => nearbyListings(db, query), 10);
      nearby[name] = {
        rcu,
        meanMs: round((performance.now() - started) / 11, 1),
        cards: cards.length,
      };
      console.log(`${name}: ${cards.length} cards, ${rcu} RCU per call`);
    }

    // Write units per operation (docs/data-model.md): a view, and an owner's edit of the price
    // and description, of an ordinary live listing and of a homepage-featured one.
    const ordinary = (
      await nearbyListings(db, nearbyQueries['nearby London 25 mi, 12 cards'])
    ).find((card) => !card.homepage_featured && !card.search_featured)?.id;
    const writes: Record<string, Awaited<ReturnType<typeof writeCostOf>>> = {};
    for (const [label, id] of [
      ['ordinary', ordinary],
      ['featured', someId],
    ] as const) {
      if (!id) continue;
      const [card] = await getListingCards(db, [id]);
      writes[`view count (${label} listing)`] = await writeCostOf(meter, () =>
        incrementViews(db, id),
      );
      // The seller's edit route's write: a conditional Put over the version read.
      writes[`listing edit: price and description (${label} listing)`] = await writeCostOf(
        meter,
        async (i) => {
          const before = await getListing(db, id);
          if (!before) return;
          meter.take(); // only the write is the edit's
          await replaceListing(db, before, {
            ...before,
            price: (card?.price ?? 10_000) + i + 1,
            description: `Edited by the benchmark (${i}).`,
            updated_at: new Date().toISOString(),
          });
        },
      );
    }
    for (const [name, cost] of Object.entries(writes)) {
      console.log(`${name}: ${cost.wcu} WCU (${JSON.stringify(cost.wcuByIndex)}), ${cost.rcu} RCU`);
    }
    const sellerStatsRcu = someId
      ? await capacityOf(meter, async () => {
          const owner = (await getListing(db, someId))?.user_id ?? '';
          meter.take(); // only the owner index Query is the dashboard's
          return queryOwnerListingStates(db, owner);
        })
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

    // Server-rendered pages (issue 20): the render function's HTML at the origin.
    let pageHtml: PageHtmlFigures | null = null;
    const pageRequests = Number(values['page-requests']);
    if (pageRequests > 0 && !existsSync(join(REPO_ROOT, RENDER_BUNDLE))) {
      console.log(
        `\nPage HTML skipped: ${RENDER_BUNDLE} is missing (run \`npm run build\` first).`,
      );
    } else if (pageRequests > 0) {
      pageHtml = await measurePageHtml({
        baseUrl: stage.url,
        requests: pageRequests,
        concurrency: CONCURRENCY,
        log: (line) => console.log(line),
      });
    }

    // The registration lookup (issue 31 §2) on the local stand-ins, through the gateway.
    const lookupRequests = Number(values['lookup-requests']);
    const vehicleLookup: VehicleLookupFigures | null =
      lookupRequests > 0
        ? await measureVehicleLookup({ baseUrl: stage.url, db, requests: lookupRequests })
        : null;
    if (vehicleLookup) {
      const { miss, hit } = vehicleLookup;
      console.log(
        `registration lookup on the stand-ins, ${vehicleLookup.plates} plates: asked p50 ${miss.p50} / p95 ${miss.p95} ms, kept p50 ${hit.p50} / p95 ${hit.p95} ms at 1 client (target p95 <= 100), ${miss.errors + hit.errors} errors`,
      );
    }

    // The seller's side (issue 15): create, My Listings for a 1,000-listing dealer, freshness.
    const seller = await measureSellerListings({ stage, db, meter, requests });
    console.log(
      `create a listing: p50 ${seller.create.p50} ms, p95 ${seller.create.p95} ms over ${seller.create.requests} (target p95 <= 100), ${seller.create.errors} errors`,
    );
    const first = seller.myListingsFirstScreen;
    console.log(
      `My Listings first screen, ${first.listings} listings: p50 ${first.p50} ms, p95 ${first.p95} ms at 1 client (target <= 50), ${first.rcu} RCU (target <= 10)`,
    );
    const stockSearch = seller.myListingsSearch;
    console.log(
      `My Listings search, sort and filters, ${stockSearch.queries} queries: p50 ${stockSearch.p50} ms, p95 ${stockSearch.p95} ms at 1 client (target <= 50), ${stockSearch.rcu} RCU a request (target <= 10); reading the stock afresh ${stockSearch.freshRowsRcu} RCU, every row's counters ${stockSearch.freshCountersRcu} RCU; ${stockSearch.errors} errors`,
    );
    console.log(`approval to searchable: ${seller.approvalToSearchableSeconds} s (target <= 5)`);

    // Saved vans (issue 32): /saved for a buyer with 500 saved vans, 30 of them no longer live.
    const savedVans = await measureSavedVans({ stage, db, s3, meter, requests });
    console.log(
      `saved-van list, ${savedVans.saved} saved (${savedVans.notLive} not live): p50 ${savedVans.p50} ms, p95 ${savedVans.p95} ms at 1 client, ${savedVans.rcu} RCU a request`,
    );

    // Messages (issue 34): a dealer's inbox with 2,000 conversations, and sending a message.
    const messageConversations = Number(values['message-conversations']);
    const messages: MessagesFigures | null =
      messageConversations > 0
        ? await measureMessages({
            stage,
            db,
            s3,
            meter,
            requests,
            conversations: messageConversations,
            sends: Number(values['message-sends']),
          })
        : null;
    if (messages) {
      const { inbox, send } = messages;
      console.log(
        `inbox first page, ${messages.conversations} conversations: p50 ${inbox.p50} ms, p95 ${inbox.p95} ms at 1 client (target <= 50), ${inbox.rcu} RCU (target <= 5); send a message: p50 ${send.p50} ms, p95 ${send.p95} ms over ${send.requests} (target <= 100), ${inbox.errors + send.errors} errors`,
      );
    }

    // The admin side (issue 16): Admin Listings over every listing, and the other admin screens.
    const admin =
      someId && !values['skip-admin']
        ? await measureAdminScreens({ stage, db, meter, requests, sampleListingId: someId })
        : null;
    if (admin) {
      const cold = admin.mirrorColdLoad;
      console.log(
        `admin mirror cold load: ${cold.listings} listings in ${cold.ms} ms, ${cold.rcu} RCU`,
      );
      console.log('admin screen                              matched    p50 ms  p95 ms   RCU');
      for (const row of admin.scenarios) {
        console.log(
          `${row.name.padEnd(40)}${String(row.matched ?? '-').padStart(9)}${String(row.p50).padStart(10)}${String(row.p95).padStart(8)}${String(row.rcu ?? '-').padStart(6)}${row.errors ? `  ${row.errors} errors` : ''}`,
        );
      }
      console.log('(target for Admin Listings: p95 <= 100 ms and <= 25 RCU a page)');
    }

    // CSV imports (issue 18): end to end on the stage, and the parse step's memory.
    let csvImport: CsvImportFigures | null = null;
    if (imageServer) {
      console.log(
        `\nCSV import: ${importRows} rows, then ${Math.round(importRows / 5)} rows with 3 images...`,
      );
      csvImport = await measureCsvImport({
        db,
        s3,
        bucket: stage.buckets.images,
        rows: importRows,
        imagesOrigin: imageServer.origin,
      });
      for (const run of [csvImport.withoutImages, csvImport.withImages]) {
        if (!run) continue;
        console.log(
          `import ${run.rows} rows, ${run.imagesPerRow} images each: ${run.seconds} s end to end, ${run.rowsPerSecond} rows/s, ${run.imported} imported, ${run.errors} errors (${run.status})`,
        );
      }
      console.log(`(target: 1,000 rows without images validated and written in <= 30 s)`);
      for (const m of csvImport.parseMemory) {
        console.log(
          `import parse of ${m.rows} rows (${m.fileMb} MB): ${m.ms} ms, peak RSS ${m.peakRssMb} MB (${m.baselineRssMb} MB before), peak heap ${m.peakHeapUsedMb} MB`,
        );
      }
    }

    let load: JourneyFigures | null = null;
    const loadUsers = Number(values['load-users']);
    const loadSeconds = Number(values['load-seconds']);
    if (loadUsers > 0 && loadSeconds > 0) {
      console.log(
        `\nLoad: ${loadUsers} buyers for ${loadSeconds} s (home, search, a listing, enquiries)...`,
      );
      load = await runUserJourneys({ baseUrl: stage.url, users: loadUsers, seconds: loadSeconds });
      console.log('step                 requests  errors  p50 ms  p95 ms');
      for (const [name, step] of Object.entries(load.steps)) {
        console.log(
          `${name.padEnd(20)}${String(step.requests).padStart(9)}${String(step.errors).padStart(8)}${String(step.p50).padStart(8)}${String(step.p95).padStart(8)}`,
        );
      }
      console.log(
        `load: ${load.journeys} journeys, ${load.requests} requests, ${load.errors} errors (target 0)`,
      );
      for (const sample of load.sampleErrors) console.log(`  error: ${sample}`);
    }

    // Saved-search alerts (issue 32 §2, decision 065): the matcher per change, a digest run.
    let savedSearchAlerts: SavedSearchAlertFigures | null = null;
    const savedSearches = Number(values['saved-searches']);
    if (savedSearches > 0) {
      console.log(`\nSaved-search alerts: ${savedSearches} saved searches, 1,000 changes...`);
      savedSearchAlerts = await measureSavedSearchAlerts({
        db,
        docs: [...coldIndex.docs()],
        savedSearches,
        changes: 1000,
      });
      printSavedSearchAlerts(savedSearchAlerts);
    }

    // Listing expiry (issue 33 §4, decision 072): last, as it expires the listings it makes due.
    const listingExpiry = await measureListingExpiry({
      db,
      meter,
      siteOrigin: stage.url,
      listings: count,
    });
    printListingExpiry(listingExpiry);

    const report = {
      date: new Date().toISOString(),
      machine: { cpus: cpus().length, node: process.version },
      listings: count,
      liveListingsIndexed: coldIndex.size,
      stageStartSeconds: startSeconds,
      idleCpu,
      search: {
        coldLoadMs,
        heapUsedMb: memoryMb,
        meanRcuPerSearch: meanSearchRcu,
        worstP95At1Client: worstSearchP95,
      },
      requestsPerScenario: requests,
      results,
      pageHtml,
      readCapacity: {
        homeFeatured: scenarios.find((s) => s.name === 'home featured')?.rcu ?? null,
        listingById: detailRcu,
        listingDetail: rcuOf('listing detail'),
        similarVans: rcuOf('similar vans'),
        phoneReveal: phoneRcu,
        detailPageVisit: detailPageRcu,
        sellerStats: sellerStatsRcu,
        nearby,
      },
      writeUnits: writes,
      load,
      projection: { ...projection.figures, refreshAtOneChangeASecond: refresh },
      imageProcessing,
      seller,
      vehicleLookup,
      savedVans,
      messages,
      admin,
      csvImport,
      savedSearchAlerts,
      listingExpiry,
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
    await imageServer?.stop();
    if (!keptDataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
