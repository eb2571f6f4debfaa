import { randomBytes } from 'node:crypto';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { decodeSnapshot, encodeSnapshot, type Snapshot } from './snapshot-codec';

export type SnapshotStore = { s3: S3Client; bucket: string };

export const SNAPSHOT_PREFIX = 'snapshots/';
/** Snapshots kept besides the newest, for a reader that listed one just before a newer came. */
export const SNAPSHOTS_KEPT = 3;

// Keys sort newest first (S3 lists in key order), so the newest snapshot is the first key.
const NEWEST_FIRST_BASE = 9_999_999_999_999;

/**
 * snapshots/{newest-first time}-{cursor}-{random}.json.gz. Every snapshot gets a new key and
 * is only ever written whole, so a reader sees a complete snapshot or the previous one: S3
 * lists an object only once its upload has finished (so does s3rver: it writes the object's
 * metadata last, and lists only objects that have it). Overwriting one key would not be safe
 * on s3rver, which rewrites the file in place.
 */
export function snapshotKey(writtenAt: number, cursor: number): string {
  const order = String(NEWEST_FIRST_BASE - writtenAt).padStart(13, '0');
  return `${SNAPSHOT_PREFIX}${order}-${cursor}-${randomBytes(4).toString('hex')}.json.gz`;
}

/**
 * Every snapshot key, newest first. Compaction keeps only a few, so this is one short page;
 * not MaxKeys 1, which s3rver answers with an internal error once a listing is truncated.
 */
async function listSnapshotKeys(store: SnapshotStore): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await store.s3.send(
      new ListObjectsV2Command({
        Bucket: store.bucket,
        Prefix: SNAPSHOT_PREFIX,
        ContinuationToken: token,
      }),
    );
    for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
    token = page.NextContinuationToken;
  } while (token);
  return keys.sort();
}

export async function latestSnapshotKey(store: SnapshotStore): Promise<string | undefined> {
  return (await listSnapshotKeys(store))[0];
}

/** The newest snapshot, or undefined when none was ever written. */
export async function readLatestSnapshot(
  store: SnapshotStore,
): Promise<(Snapshot & { key: string; bytes: number }) | undefined> {
  // A reader that lists a snapshot which compaction prunes before the reader gets it (only
  // possible when several newer ones came in between) lists again.
  for (let attempt = 0; attempt < 3; attempt++) {
    const key = await latestSnapshotKey(store);
    if (!key) return undefined;
    try {
      const object = await store.s3.send(new GetObjectCommand({ Bucket: store.bucket, Key: key }));
      const body = await object.Body!.transformToByteArray();
      return { ...decodeSnapshot(body), key, bytes: body.byteLength };
    } catch (error) {
      if (!(error instanceof NoSuchKey)) throw error;
    }
  }
  throw new Error('Search snapshots keep disappearing while being read');
}

export async function writeSnapshot(
  store: SnapshotStore,
  snapshot: Snapshot,
  writtenAt: number = Date.now(),
): Promise<{ key: string; bytes: number }> {
  const body = encodeSnapshot(snapshot);
  const key = snapshotKey(writtenAt, snapshot.cursor);
  await store.s3.send(
    new PutObjectCommand({
      Bucket: store.bucket,
      Key: key,
      Body: body,
      ContentType: 'application/gzip',
    }),
  );
  return { key, bytes: body.byteLength };
}

/** Deletes all but the newest SNAPSHOTS_KEPT + 1 snapshots; returns how many went. */
export async function pruneSnapshots(store: SnapshotStore): Promise<number> {
  const old = (await listSnapshotKeys(store)).slice(SNAPSHOTS_KEPT + 1);
  for (let start = 0; start < old.length; start += 1000) {
    await store.s3.send(
      new DeleteObjectsCommand({
        Bucket: store.bucket,
        Delete: { Objects: old.slice(start, start + 1000).map((Key) => ({ Key })), Quiet: true },
      }),
    );
  }
  return old.length;
}
