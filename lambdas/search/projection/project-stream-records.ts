import type { DynamoDBBatchResponse, DynamoDBRecord } from 'aws-lambda';
import type { Db } from '../../platform/db';
import type { Logger } from '../../platform/logger';
import type { SearchChange } from './search-log';
import { searchChangeOf } from './stream-change';
import { LOG_WRITE_BATCH, writeSearchLog } from './write-search-log';

export type ProjectorDeps = { db: Db; log: Logger; now?: () => number };

export type ProjectionResult = DynamoDBBatchResponse & {
  /** Log entries written (upserts and removals). */
  written: number;
  /** Records that changed nothing search shows (or are not listings). */
  skipped: number;
};

type Pending = { change: SearchChange; record: DynamoDBRecord };

/**
 * The stream projector: turns a batch of table stream records into search log entries, in
 * stream order. A failure stops the batch there and reports that record
 * (ReportBatchItemFailures): Lambda checkpoints everything before it and retries from it, so
 * each listing's changes reach the log in order and none is skipped.
 */
export async function projectStreamRecords(
  deps: ProjectorDeps,
  records: DynamoDBRecord[],
): Promise<ProjectionResult> {
  let written = 0;
  let skipped = 0;
  let chunk: Pending[] = [];

  const failure = (record: DynamoDBRecord, error: unknown): ProjectionResult => {
    const itemIdentifier = record.dynamodb?.SequenceNumber ?? '';
    deps.log.error('Search projection failed; the batch is retried from this record', {
      sequenceNumber: itemIdentifier,
      error: error instanceof Error ? error.message : String(error),
    });
    return { batchItemFailures: [{ itemIdentifier }], written, skipped };
  };
  /** Writes the chunk; the failure to report when it could not be written. */
  const writeChunk = async (): Promise<ProjectionResult | undefined> => {
    if (chunk.length === 0) return undefined;
    try {
      await writeSearchLog(
        deps.db,
        chunk.map((pending) => pending.change),
        deps.now,
      );
    } catch (error) {
      return failure(chunk[0]!.record, error);
    }
    written += chunk.length;
    chunk = [];
    return undefined;
  };

  for (const record of records) {
    let change: SearchChange | undefined;
    try {
      change = searchChangeOf(record, deps.log);
    } catch (error) {
      return (await writeChunk()) ?? failure(record, error);
    }
    if (!change) {
      skipped++;
      continue;
    }
    chunk.push({ change, record });
    if (chunk.length === LOG_WRITE_BATCH) {
      const failed = await writeChunk();
      if (failed) return failed;
    }
  }
  return (await writeChunk()) ?? { batchItemFailures: [], written, skipped };
}
