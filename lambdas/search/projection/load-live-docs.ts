import type { S3Client } from '@aws-sdk/client-s3';
import type { Db } from '../../platform/db';
import type { SearchDoc } from '../types';
import { ChangeApplier, type RecentChange } from './change-applier';
import { readSearchLog, type LogRead } from './read-search-log';
import { readLatestSnapshot } from './snapshot-store';

export type LiveDocs = {
  /** Every live listing's document, by id: the newest snapshot plus the log written since. */
  docs: Map<string, SearchDoc>;
  snapshot: { key: string; bytes: number; cursor: number; recent: RecentChange[] };
  /** The log read that caught up with the snapshot. */
  read: LogRead;
  /** How many log entries changed the documents. */
  applied: number;
  /** Applies changes to the documents; knows the sequence numbers seen, to skip replays. */
  applier: ChangeApplier;
  /** Time to read and decode the snapshot, and to read and apply the log. */
  ms: { snapshot: number; log: number };
};

/**
 * The projection as it stands now, without building an index: what a search container loads
 * on a cold start, and what jobs such as the sitemaps read instead of scanning the table.
 * Undefined when no snapshot exists yet.
 */
export async function loadLiveDocs(deps: {
  db: Db;
  s3: S3Client;
  bucket: string;
  now?: () => number;
}): Promise<LiveDocs | undefined> {
  const now = deps.now ?? Date.now;
  const startedAt = now();
  const snapshot = await readLatestSnapshot({ s3: deps.s3, bucket: deps.bucket });
  if (!snapshot) return undefined;
  const snapshotAt = now();
  const docs = new Map<string, SearchDoc>(snapshot.docs.map((doc) => [doc.id, doc]));
  const applier = new ChangeApplier(
    { upsert: (doc) => docs.set(doc.id, doc), remove: (id) => docs.delete(id) },
    snapshot.recent,
  );
  const read = await readSearchLog(deps.db, snapshot.cursor, { now });
  const applied = applier.applyAll(read.entries);
  const ms = { snapshot: snapshotAt - startedAt, log: now() - snapshotAt };
  return { docs, snapshot, read, applied, applier, ms };
}
