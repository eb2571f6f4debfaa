import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from '../../platform/db';
import { logItem, type SearchChange, type SearchLogEntry } from './search-log';

/** DynamoDB's BatchWriteItem limit. */
export const LOG_WRITE_BATCH = 25;

/**
 * Longest a log write may take, from the time in its sort key to DynamoDB's answer. Readers
 * go back LOG_SWEEP_LATE_MS (log-window.ts) to catch entries that became visible after later
 * ones; a write slower than this (throttling, a struggling table) is written again under a
 * fresh time, so no entry can become visible later than that behind its time.
 */
export const MAX_LOG_WRITE_MS = 20_000;
const MAX_WRITE_ROUNDS = 4;

type Clock = () => number;

function entryOf(change: SearchChange, at: number): SearchLogEntry {
  return change.doc
    ? { op: 'upsert', id: change.id, seq: change.seq, at, doc: change.doc }
    : { op: 'remove', id: change.id, seq: change.seq, at };
}

/** One BatchWriteItem call, retrying what DynamoDB leaves unprocessed (throttling) with backoff. */
async function batchWrite(db: Db, items: Record<string, unknown>[]): Promise<void> {
  let requests: { PutRequest: { Item: Record<string, unknown> } }[] | undefined = items.map(
    (Item) => ({ PutRequest: { Item } }),
  );
  for (let attempt = 0; requests && requests.length > 0; attempt++) {
    if (attempt > 8) throw new Error('DynamoDB kept leaving search log writes unprocessed');
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 25 * 2 ** attempt));
    const result = await db.client.send(
      new BatchWriteCommand({ RequestItems: { [db.tableName]: requests } }),
    );
    requests = result.UnprocessedItems?.[db.tableName] as typeof requests;
  }
}

/**
 * Writes up to LOG_WRITE_BATCH changes as log entries stamped with the current time. Writing
 * the same change twice is harmless: readers apply a sequence number once.
 */
export async function writeSearchLog(
  db: Db,
  changes: SearchChange[],
  now: Clock = Date.now,
): Promise<SearchLogEntry[]> {
  if (changes.length > LOG_WRITE_BATCH) throw new Error('At most 25 log entries per write');
  for (let round = 1; ; round++) {
    const at = now();
    const entries = changes.map((change) => entryOf(change, at));
    await batchWrite(
      db,
      entries.map((entry) => logItem(entry)),
    );
    if (now() - at <= MAX_LOG_WRITE_MS) return entries;
    if (round === MAX_WRITE_ROUNDS) {
      throw new Error(`Search log writes took over ${MAX_LOG_WRITE_MS} ms ${round} times`);
    }
  }
}
