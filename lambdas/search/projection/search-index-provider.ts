import type { S3Client } from '@aws-sdk/client-s3';
import type { Db } from '../../platform/db';
import { UnavailableError } from '../../platform/errors';
import { createLogger, type Logger } from '../../platform/logger';
import { createSearchIndex } from '../engine/create-search-index';
import type { SearchIndex } from '../types';
import { ChangeApplier, RECENT_CHANGES_MS } from './change-applier';
import { nextRead, windowAfterCatchUp, windowAfterRead, type LogWindow } from './log-window';
import { readSearchLog } from './read-search-log';
import { SEARCH_LOG_RETENTION_MS } from './search-log';
import { loadLiveDocs, type LiveDocs } from './load-live-docs';
import { SnapshotFormatError } from './snapshot-codec';
import { env } from '../../config';

export const SEARCH_STARTING_MESSAGE = 'Search is starting up, please try again in a minute';

/** No snapshot exists yet (a new stage before its first compaction): the API answers 503. */
export class SearchStartingError extends UnavailableError {
  constructor() {
    super(SEARCH_STARTING_MESSAGE, 'search_starting', 30);
  }
}

export type SearchIndexDeps = {
  db: Db;
  s3: S3Client;
  /** The search bucket (SEARCH_BUCKET). */
  bucket: string;
  log?: Logger;
  /** Least time between two reads of the log; default SEARCH_REFRESH_MS or 1000. */
  refreshMs?: number;
  now?: () => number;
};

export const DEFAULT_SEARCH_REFRESH_MS = 1000;
/** After finding no snapshot, calls within this time fail at once instead of asking S3 again. */
const NOT_READY_RECHECK_MS = 2000;

type Loaded = {
  index: SearchIndex;
  applier: ChangeApplier;
  window: LogWindow;
  nextRefreshAt: number;
};

type ProviderState = {
  loading: Promise<Loaded>;
  loaded?: Loaded;
  refreshing?: Promise<void>;
};

// One per Lambda container (module scope), like the SDK clients.
let state: ProviderState | undefined;
let notReadyUntil = 0;

const clockOf = (deps: SearchIndexDeps) => deps.now ?? Date.now;
const logOf = (deps: SearchIndexDeps) => deps.log ?? createLogger({ component: 'search-index' });
function refreshMsOf(deps: SearchIndexDeps): number {
  if (deps.refreshMs !== undefined) return deps.refreshMs;
  return env.searchRefreshMs ?? DEFAULT_SEARCH_REFRESH_MS;
}

/**
 * The in-memory index of every live listing, kept in this container. The first call loads the
 * newest snapshot and applies the log written since (concurrent callers share that load);
 * later calls read what the log gained, at most once every refreshMs, with one Query. Never
 * scans the table: with no snapshot it throws SearchStartingError (503).
 */
export async function getSearchIndex(deps: SearchIndexDeps): Promise<SearchIndex> {
  const now = clockOf(deps);
  if (!state && now() < notReadyUntil) throw new SearchStartingError();
  const current = (state ??= { loading: load(deps) });
  let loaded: Loaded;
  try {
    loaded = await current.loading;
  } catch (error) {
    // Forget the failed load so the next call tries again.
    if (state === current) state = undefined;
    if (error instanceof SearchStartingError) notReadyUntil = now() + NOT_READY_RECHECK_MS;
    throw error;
  }
  current.loaded = loaded;
  if (now() >= loaded.nextRefreshAt) {
    current.refreshing ??= refresh(deps, loaded).finally(() => {
      current.refreshing = undefined;
    });
    await current.refreshing;
  }
  return loaded.index;
}

/** Forgets the index, as a new container would start (tests, a restarted local stage). */
export function resetSearchIndex(): void {
  state = undefined;
  notReadyUntil = 0;
}

async function load(deps: SearchIndexDeps): Promise<Loaded> {
  const now = clockOf(deps);
  const log = logOf(deps);
  const startedAt = now();
  let live: LiveDocs | undefined;
  try {
    live = await loadLiveDocs({ ...deps, now });
  } catch (error) {
    if (!(error instanceof SnapshotFormatError)) throw error;
    // A snapshot of an older format, refused whole: compaction, run right after the deploy that
    // brought the new format, rebuilds it from the table.
    log.warn('The search snapshot is of an older format: search answers 503 until rebuilt', {
      reason: error.message,
    });
    throw new SearchStartingError();
  }
  if (!live) {
    log.warn('No search snapshot yet: search answers 503 until compaction writes one');
    throw new SearchStartingError();
  }
  const { snapshot, read, applied, docs } = live;
  if (snapshot.cursor < startedAt - SEARCH_LOG_RETENTION_MS) {
    log.error(
      'The search snapshot is older than the change log keeps entries: compaction has stopped, ' +
        'and changes may be missing until `npm run search:rebuild` is run',
      { snapshotKey: snapshot.key, cursor: new Date(snapshot.cursor).toISOString() },
    );
  }
  const readAt = now();

  const index = createSearchIndex(docs.values());
  log.info('Search index loaded', {
    docs: index.size,
    snapshotKey: snapshot.key,
    snapshotBytes: snapshot.bytes,
    logEntries: read.entries.length,
    applied,
    snapshotMs: live.ms.snapshot,
    logMs: live.ms.log,
    indexMs: now() - readAt,
  });
  return {
    index,
    applier: new ChangeApplier(index, live.applier.recentSince(read.startedAt - RECENT_CHANGES_MS)),
    window: windowAfterCatchUp(read.startedAt),
    nextRefreshAt: read.startedAt + refreshMsOf(deps),
  };
}

async function refresh(deps: SearchIndexDeps, loaded: Loaded): Promise<void> {
  const now = clockOf(deps);
  const { afterMs, sweep } = nextRead(loaded.window, now());
  loaded.nextRefreshAt = now() + refreshMsOf(deps);
  try {
    const read = await readSearchLog(deps.db, afterMs, { now });
    loaded.applier.applyAll(read.entries);
    loaded.applier.forgetBefore(read.startedAt - RECENT_CHANGES_MS);
    loaded.window = windowAfterRead(loaded.window, { startedAt: read.startedAt, sweep });
  } catch (error) {
    // The index stays as it was (slightly stale) and the same window is read next time.
    logOf(deps).warn('Could not read the search log; serving the index as it is', {
      error: error instanceof Error ? error.message : String(error),
    });
  }
}
