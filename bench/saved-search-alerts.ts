/**
 * Saved-search alerts at scale (issue 32 §2, decision 065): N saved searches (100,000 by
 * default) written to a table as the API writes them, then listing changes (1,000: new vans and
 * price drops of demo listings) matched one at a time as the stream delivers them at 1,000 an
 * hour, each change's time and read units measured, the first on a cold matcher. Then the alerts
 * of the first changes are recorded and one instant digest run sends them (to a stub mailer):
 * its time and read units. Part of `npm run bench` (`--saved-searches N`, 0 skips), or alone:
 *
 *   npx tsx bench/saved-search-alerts.ts [--saved-searches 100000] [--changes 1000]
 */
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { generateDemoListings } from '#infra/local/demo-data/generate-listings';
import {
  LOCAL_CREDENTIALS,
  LOCAL_REGION,
  startDynamoDbLocal,
} from '#infra/local/stage/emulators/dynamodb';
import { provisionTable } from '#infra/local/stage/provision-table';
import { meterCapacity } from '#lambdas/platform/capacity-meter';
import type { Db } from '#lambdas/platform/db';
import type { Logger } from '#lambdas/platform/logger';
import { bucketOfFilters } from '#lambdas/saved-search/alert-buckets';
import { AlertBucketCache } from '#lambdas/saved-search/alert-buckets-repo';
import { putAlert } from '#lambdas/saved-search/alerts-repo';
import {
  matchListingChanges,
  type ListingChange,
  type MatcherState,
} from '#lambdas/saved-search/match-listing-changes';
import type { StoredSavedSearch } from '#lambdas/saved-search/saved-searches-repo';
import { sendDigests } from '#lambdas/saved-search/send-digests';
import { toSearchDoc } from '#lambdas/search/search-doc';
import type { SearchDoc } from '#lambdas/search/types';
import { RADIUS_CHOICES } from '#shared/search/constants';
import type { SearchFilters } from '#shared/search/filters';
import { savedFiltersOf, savedQueryOf, savedSearchName } from '#shared/saved-searches';
import { alertBucketEntryKey, alertBucketVersionKey, savedSearchKey } from '#shared/table-keys';
import { mean, round } from './stats';

export type SavedSearchAlertFigures = {
  savedSearches: number;
  changes: number;
  /** Seconds to write the saved searches (not a product figure: the bench's set-up). */
  seedSeconds: number;
  /** The first change on a matcher with nothing in memory (a new Lambda container). */
  coldChange: { ms: number; rcu: number; searchesRead: number };
  /** Every later change, one at a time. */
  perChange: { meanMs: number; p95Ms: number; maxMs: number; meanRcu: number; p95Rcu: number };
  /** Saved searches each change's buckets held (read from memory), and alerts it made. */
  meanSearchesConsidered: number;
  meanAlertsPerChange: number;
  /** Recording the alerts of the first changes: write units per alert. */
  recorded: { alerts: number; wcuPerAlert: number; rcuPerAlert: number };
  /** One instant digest run sending those alerts. */
  digestRun: { ms: number; rcu: number; wcu: number; digests: number; rcuPerDigest: number };
};

const silent: Logger = {
  debug: () => {},
  info: () => {},
  warn: () => {},
  error: () => {},
  child: () => silent,
};

/** A small, deterministic random source (mulberry32). */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * What buyers save, drawn from the vans on sale: most name a make (over half a model too), half
 * a top price near a van's, a third a postcode and radius around a van's place, some a fuel or
 * a mileage cap: many distinct filter sets, as real buyers' are.
 */
function savedFiltersFrom(doc: SearchDoc, next: () => number): SearchFilters {
  const filters: SearchFilters = {};
  if (next() < 0.75) {
    filters.make = doc.make_slug;
    if (next() < 0.6) filters.model = doc.model_slug;
  }
  if (next() < 0.5) filters.maxPrice = Math.ceil((doc.price * (1 + next() * 0.3)) / 500) * 500;
  if (next() < 0.2) filters.maxMileage = Math.ceil((doc.mileage * (1 + next())) / 10_000) * 10_000;
  if (next() < 0.15) filters.fuelType = doc.fuel_type;
  if (next() < 0.3 && doc.latitude !== null) {
    filters.postcode = 'M1 1AA';
    filters.radius = RADIUS_CHOICES[2 + Math.floor(next() * 3)]!;
  }
  return filters;
}

async function writeAll(db: Db, items: Record<string, unknown>[]): Promise<void> {
  const chunks: Record<string, unknown>[][] = [];
  for (let i = 0; i < items.length; i += 25) chunks.push(items.slice(i, i + 25));
  // A few batches at once: DynamoDB Local takes them one by one anyway.
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < chunks.length) {
        let request = chunks[next++]!.map((Item) => ({ PutRequest: { Item } }));
        while (request.length > 0) {
          const answer = await db.client.send(
            new BatchWriteCommand({ RequestItems: { [db.tableName]: request } }),
          );
          request = (answer.UnprocessedItems?.[db.tableName] ?? []) as typeof request;
        }
      }
    }),
  );
}

/** The saved searches as the API stores them: the search, its bucket entry, the versions. */
async function seedSavedSearches(db: Db, docs: readonly SearchDoc[], count: number) {
  const next = random(65);
  const items: Record<string, unknown>[] = [];
  const buckets = new Set<string>();
  const at = new Date().toISOString();
  for (let i = 0; i < count; i++) {
    const doc = docs[Math.floor(next() * docs.length)]!;
    const parsed = savedFiltersOf(savedQueryOf(savedFiltersFrom(doc, next)));
    if (!parsed.success) throw new Error(parsed.error.message);
    const filters = parsed.data;
    const search: StoredSavedSearch = {
      id: `bench${i}`,
      user_id: `bench-user-${i % 40_000}`,
      email: `buyer${i % 40_000}@example.org`,
      name: savedSearchName(filters),
      frequency: (['instant', 'daily', 'weekly'] as const)[i % 3]!,
      paused: false,
      query: savedQueryOf(filters),
      origin: filters.postcode ? { latitude: doc.latitude!, longitude: doc.longitude! } : null,
      bucket: bucketOfFilters(filters),
      created_at: at,
      updated_at: at,
      pending_alerts: 0,
    };
    buckets.add(search.bucket);
    items.push({ ...savedSearchKey(search.user_id, search.id), ...search });
    items.push({
      ...alertBucketEntryKey(search.bucket, search.id),
      search_id: search.id,
      user_id: search.user_id,
      frequency: search.frequency,
      query: search.query,
      origin: search.origin,
    });
  }
  for (const bucket of buckets) items.push({ ...alertBucketVersionKey(bucket), version: 1 });
  await writeAll(db, items);
}

const p95 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)] ?? 0;

export async function measureSavedSearchAlerts(options: {
  db: Db;
  docs: readonly SearchDoc[];
  savedSearches: number;
  changes: number;
}): Promise<SavedSearchAlertFigures> {
  const { db, docs } = options;
  const meter = meterCapacity(db.client, { minimumReadUnits: 0.5 });
  try {
    const seedStart = performance.now();
    await seedSavedSearches(db, docs, options.savedSearches);
    const seedSeconds = round((performance.now() - seedStart) / 1000, 1);

    // The changes: every third a price drop of a van that was live, the rest vans new to search.
    const next = random(1000);
    const changes: ListingChange[] = Array.from({ length: options.changes }, (_, i) => {
      const after = docs[Math.floor(next() * docs.length)]!;
      return i % 3 === 2
        ? { before: { ...after, price: after.price + 500 }, after }
        : { before: undefined, after };
    });

    const state: MatcherState = { buckets: new AlertBucketCache(db), filters: new Map() };
    const now = new Date();
    const times: number[] = [];
    const reads: number[] = [];
    const alertCounts: number[] = [];
    const considered: number[] = [];
    let cold = { ms: 0, rcu: 0, searchesRead: 0 };
    const firstAlerts: Awaited<ReturnType<typeof matchListingChanges>> = [];
    for (const [i, change] of changes.entries()) {
      meter.take();
      const started = performance.now();
      const alerts = await matchListingChanges(state, [change], now);
      const ms = performance.now() - started;
      const rcu = meter.take().readUnits;
      const buckets = await state.buckets.entries([change.after.make_slug, '*']);
      const held = [...buckets.values()].reduce((sum, entries) => sum + entries.length, 0);
      if (i === 0) cold = { ms: round(ms, 1), rcu: round(rcu, 1), searchesRead: held };
      else {
        times.push(ms);
        reads.push(rcu);
      }
      considered.push(held);
      alertCounts.push(alerts.length);
      if (i < 20) firstAlerts.push(...alerts);
    }
    meter.take();

    // Recording the first changes' alerts, then one instant digest run.
    let recordedAlerts = 0;
    for (const alert of firstAlerts) {
      if (await putAlert(db, { ...alert, now })) recordedAlerts++;
    }
    const recordCost = meter.take();
    let sent = 0;
    const digestStart = performance.now();
    const outcome = await sendDigests(
      {
        db,
        sendMail: async () => ({ messageId: `bench-${++sent}` }),
        signingKey: async () => 'b'.repeat(64),
        siteOrigin: 'https://vanyard.example',
        log: silent,
      },
      'instant',
      now,
    );
    const digestMs = performance.now() - digestStart;
    const digestCost = meter.take();

    return {
      savedSearches: options.savedSearches,
      changes: options.changes,
      seedSeconds,
      coldChange: cold,
      perChange: {
        meanMs: round(mean(times), 2),
        p95Ms: round(p95(times), 2),
        maxMs: round(Math.max(...times), 1),
        meanRcu: round(mean(reads), 2),
        p95Rcu: round(p95(reads), 2),
      },
      meanSearchesConsidered: Math.round(mean(considered)),
      meanAlertsPerChange: round(mean(alertCounts), 1),
      recorded: {
        alerts: recordedAlerts,
        wcuPerAlert: round(recordCost.writeUnits / Math.max(1, recordedAlerts), 2),
        rcuPerAlert: round(recordCost.readUnits / Math.max(1, recordedAlerts), 2),
      },
      digestRun: {
        ms: round(digestMs, 1),
        rcu: round(digestCost.readUnits, 1),
        wcu: round(digestCost.writeUnits, 1),
        digests: outcome.sent,
        rcuPerDigest: round(digestCost.readUnits / Math.max(1, outcome.sent), 2),
      },
    };
  } finally {
    meter.stop();
  }
}

export function printSavedSearchAlerts(f: SavedSearchAlertFigures): void {
  console.log(
    `saved-search alerts: ${f.savedSearches} saved searches (written in ${f.seedSeconds} s), ${f.changes} listing changes one at a time`,
  );
  console.log(
    `  cold first change: ${f.coldChange.ms} ms, ${f.coldChange.rcu} RCU (reads its buckets: ${f.coldChange.searchesRead} searches)`,
  );
  console.log(
    `  per change: mean ${f.perChange.meanMs} ms, p95 ${f.perChange.p95Ms} ms, max ${f.perChange.maxMs} ms; mean ${f.perChange.meanRcu} RCU, p95 ${f.perChange.p95Rcu} RCU`,
  );
  console.log(
    `  ${f.meanSearchesConsidered} saved searches considered and ${f.meanAlertsPerChange} alerts per change on average`,
  );
  console.log(
    `  recording ${f.recorded.alerts} alerts: ${f.recorded.wcuPerAlert} WCU and ${f.recorded.rcuPerAlert} RCU each`,
  );
  console.log(
    `  one instant digest run: ${f.digestRun.digests} e-mails in ${f.digestRun.ms} ms, ${f.digestRun.rcu} RCU (${f.digestRun.rcuPerDigest} a digest), ${f.digestRun.wcu} WCU`,
  );
}

/** Live demo listings' search documents, as the bench's stage seeds them. */
export function demoSearchDocs(count: number): SearchDoc[] {
  return generateDemoListings({ count, seed: 1, now: new Date() })
    .map(({ listing }) => toSearchDoc(listing))
    .filter((doc): doc is SearchDoc => doc !== undefined);
}

async function main() {
  const { values } = parseArgs({
    options: {
      'saved-searches': { type: 'string', default: '100000' },
      changes: { type: 'string', default: '1000' },
      listings: { type: 'string', default: '20000' },
    },
  });
  process.env.LOG_LEVEL ??= 'warn';
  const emulator = await startDynamoDbLocal();
  const raw = new DynamoDBClient({
    endpoint: emulator.endpoint,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
  });
  try {
    await provisionTable(raw, 'bench-saved-searches');
    const db = {
      client: DynamoDBDocumentClient.from(raw, {
        marshallOptions: { removeUndefinedValues: true },
      }),
      tableName: 'bench-saved-searches',
    };
    const figures = await measureSavedSearchAlerts({
      db,
      docs: demoSearchDocs(Number(values.listings)),
      savedSearches: Number(values['saved-searches']),
      changes: Number(values.changes),
    });
    printSavedSearchAlerts(figures);
    console.log(JSON.stringify(figures, null, 2));
  } finally {
    raw.destroy();
    await emulator.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
