/**
 * The search projection's own figures (decision 009): a rebuild from the table, a cold
 * container's load split into its parts, and (measured last, as it leaves entries in the log
 * that every later refresh would read) the read cost of one refresh while listings change at
 * one a second.
 */
import type { S3Client } from '@aws-sdk/client-s3';
import type { Db } from '#lambdas/platform/db';
import { getListing } from '#lambdas/listing/listing-repo';
import type { Logger } from '#lambdas/platform/logger';
import { rebuildSearchSnapshot } from '#lambdas/search/projection/compact-search-snapshot';
import { LOG_LATE_MS } from '#lambdas/search/projection/log-window';
import { readSearchLog } from '#lambdas/search/projection/read-search-log';
import {
  DEFAULT_SEARCH_REFRESH_MS,
  getSearchIndex,
  resetSearchIndex,
} from '#lambdas/search/projection/search-index-provider';
import type { SearchIndex } from '#lambdas/search/types';
import { round } from './stats';
import { meterCapacity } from '#lambdas/platform/capacity-meter';
import { putListing } from '#lambdas/listing/listing-writer';

export type ProjectionFigures = {
  /** Null when skipped (`--skip-rebuild`: the stage's start has just rebuilt the snapshot). */
  rebuild: { ms: number; docs: number; snapshotMb: number } | null;
  coldLoad: { totalMs: number; snapshotMs: number; logMs: number; indexMs: number };
};

export type RefreshFigures = { entriesRead: number; rcu: number };

type Deps = { db: Db; s3: S3Client; bucket: string };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A logger that keeps what each message carried, and prints warnings and errors. */
function recordingLogger(records: Map<string, Record<string, unknown>>): Logger {
  const keep = (message: string, data?: Record<string, unknown>) =>
    records.set(message, data ?? {});
  const shout = (message: string, data?: Record<string, unknown>) => {
    keep(message, data);
    console.warn(`  ${message} ${JSON.stringify(data ?? {})}`);
  };
  const logger: Logger = {
    debug: keep,
    info: keep,
    warn: shout,
    error: shout,
    child: () => logger,
  };
  return logger;
}

export async function measureProjection(
  deps: Deps,
  options: { rebuild: boolean } = { rebuild: true },
): Promise<{
  figures: ProjectionFigures;
  index: SearchIndex;
}> {
  const records = new Map<string, Record<string, unknown>>();
  const log = recordingLogger(records);

  const rebuilt = options.rebuild
    ? await rebuildSearchSnapshot({ ...deps, log }, 'bench')
    : undefined;

  // A cold container: the newest snapshot from S3, the log since its cursor, the index build.
  resetSearchIndex();
  const coldStarted = Date.now();
  const index = await getSearchIndex({ ...deps, log });
  const totalMs = Date.now() - coldStarted;
  const loaded = records.get('Search index loaded') ?? {};
  return {
    index,
    figures: {
      rebuild: rebuilt
        ? {
            ms: rebuilt.ms,
            docs: rebuilt.docs,
            snapshotMb: round(rebuilt.bytes / 1024 / 1024, 2),
          }
        : null,
      coldLoad: {
        totalMs,
        snapshotMs: Number(loaded.snapshotMs),
        logMs: Number(loaded.logMs),
        indexMs: Number(loaded.indexMs),
      },
    },
  };
}

/**
 * Changes the price of ten live listings, one a second (the stage's stream poller projects each
 * into the search log), then reads the window a refresh reads: the last LOG_LATE_MS plus one
 * refresh interval. The prices are put back afterwards.
 */
export async function measureRefreshCost(deps: Deps, index: SearchIndex): Promise<RefreshFigures> {
  const ids = index
    .query({
      filters: {},
      origin: null,
      radiusMiles: null,
      sort: 'newest',
      page: 1,
      pageSize: 10,
      now: new Date(),
    })
    .hits.map((hit) => hit.doc.id);
  const originals = [];
  for (const id of ids) {
    const listing = await getListing(deps.db, id);
    if (!listing) continue;
    originals.push(listing);
    await putListing(deps.db, {
      ...listing,
      price: listing.price + 1,
      updated_at: new Date().toISOString(),
    });
    await sleep(1000);
  }
  await sleep(1500); // the poller's delivery and the projector's write
  const meter = meterCapacity(deps.db.client, { minimumReadUnits: 0.5 });
  const read = await readSearchLog(
    deps.db,
    Date.now() - LOG_LATE_MS - DEFAULT_SEARCH_REFRESH_MS,
  ).finally(() => meter.stop());
  const units = meter.take().readUnits;
  for (const listing of originals) await putListing(deps.db, listing);
  return { entriesRead: read.entries.length, rcu: units };
}
