import type { S3Client } from '@aws-sdk/client-s3';
import type { Db } from '../../platform/db';
import type { Logger } from '../../platform/logger';
import type { SearchDoc } from '../types';
import { ChangeApplier, RECENT_CHANGES_MS } from './change-applier';
import { snapshotCursorAfter } from './log-window';
import { readSearchLog } from './read-search-log';
import { scanLiveSearchDocs } from './scan-live-docs';
import { SEARCH_LOG_RETENTION_MS } from './search-log';
import { SNAPSHOT_VERSION, SnapshotFormatError, type Snapshot } from './snapshot-codec';
import { pruneSnapshots, readLatestSnapshot, writeSnapshot } from './snapshot-store';

export type CompactionDeps = {
  db: Db;
  s3: S3Client;
  bucket: string;
  log: Logger;
  now?: () => number;
};

export type CompactionResult = {
  mode: 'compacted' | 'rebuilt';
  /** Why the projection was rebuilt from the table, when it was. */
  reason?: string;
  docs: number;
  /** Log entries applied on top of the previous snapshot. */
  applied: number;
  cursor: number;
  key: string;
  bytes: number;
  ms: number;
};

/** A snapshot this close to the log's retention is rebuilt: entries it needs may be gone. */
const RETENTION_MARGIN_MS = 60 * 60 * 1000;

async function store(
  deps: CompactionDeps,
  snapshot: Omit<Snapshot, 'createdAt'>,
): Promise<{ key: string; bytes: number }> {
  const now = (deps.now ?? Date.now)();
  const written = await writeSnapshot(
    { s3: deps.s3, bucket: deps.bucket },
    { ...snapshot, createdAt: new Date(now).toISOString() },
    now,
  );
  const pruned = await pruneSnapshots({ s3: deps.s3, bucket: deps.bucket });
  if (pruned > 0) deps.log.debug('Pruned old search snapshots', { pruned });
  return written;
}

/**
 * Rebuilds the projection from the table: every live listing, as of a consistent Scan. The
 * cursor is set a little before the Scan began, so changes the Scan may have missed are in
 * the log after it (the projector writes an entry only after the change is committed).
 */
export async function rebuildSearchSnapshot(
  deps: CompactionDeps,
  reason = 'requested',
): Promise<CompactionResult> {
  const now = deps.now ?? Date.now;
  const startedAt = now();
  const docs = await scanLiveSearchDocs(deps.db, deps.log);
  const cursor = snapshotCursorAfter(startedAt);
  const written = await store(deps, { cursor, docs, recent: [] });
  const result: CompactionResult = {
    mode: 'rebuilt',
    reason,
    docs: docs.length,
    applied: 0,
    cursor,
    ...written,
    ms: now() - startedAt,
  };
  deps.log.info('Rebuilt the search snapshot from the table', result);
  return result;
}

/**
 * Folds the log into a new snapshot: the newest snapshot plus every entry written since its
 * cursor, written under a new key (readers see the old snapshot or the new one, never half).
 * Without a usable snapshot it rebuilds from the table instead.
 */
export async function compactSearchSnapshot(deps: CompactionDeps): Promise<CompactionResult> {
  const now = deps.now ?? Date.now;
  const startedAt = now();
  let latest: Awaited<ReturnType<typeof readLatestSnapshot>>;
  try {
    latest = await readLatestSnapshot({ s3: deps.s3, bucket: deps.bucket });
  } catch (error) {
    if (!(error instanceof SnapshotFormatError)) throw error;
    return rebuildSearchSnapshot(deps, `the newest snapshot does not decode: ${error.message}`);
  }
  if (!latest) return rebuildSearchSnapshot(deps, 'there is no snapshot yet');
  // An older format is read (search answers from it) but lacks fields only the table has.
  if ((latest.version ?? SNAPSHOT_VERSION) < SNAPSHOT_VERSION) {
    return rebuildSearchSnapshot(deps, `the newest snapshot is format ${latest.version}`);
  }
  if (latest.cursor < startedAt - SEARCH_LOG_RETENTION_MS + RETENTION_MARGIN_MS) {
    return rebuildSearchSnapshot(deps, 'the newest snapshot is older than the log keeps entries');
  }

  const docs = new Map<string, SearchDoc>(latest.docs.map((doc) => [doc.id, doc]));
  const applier = new ChangeApplier(
    { upsert: (doc) => docs.set(doc.id, doc), remove: (id) => docs.delete(id) },
    latest.recent,
  );
  const read = await readSearchLog(deps.db, latest.cursor, { consistent: true, now });
  const applied = applier.applyAll(read.entries);
  const cursor = snapshotCursorAfter(read.startedAt);
  const written = await store(deps, {
    cursor,
    docs: [...docs.values()],
    recent: applier.recentSince(cursor - RECENT_CHANGES_MS),
  });
  const result: CompactionResult = {
    mode: 'compacted',
    docs: docs.size,
    applied,
    cursor,
    ...written,
    ms: now() - startedAt,
  };
  deps.log.info('Compacted the search snapshot', result);
  return result;
}
