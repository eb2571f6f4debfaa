import type { DynamoDBBatchResponse, DynamoDBRecord } from 'aws-lambda';
import type { Db } from '../../platform/db';
import { applyFiguresBatch } from './figures-repo';
import type { Logger } from '../../platform/logger';
import { batchFigures, batchHash, isEmptyBatch } from './batch-figures';

export type FiguresProjectorDeps = { db: Db; log: Logger; now?: () => Date };

export type FiguresOutcome = 'applied' | 'counted-before' | 'nothing to count' | 'failed';

/**
 * The admin figures' stream consumer: a batch of listing and profile changes becomes one
 * transaction of counter additions and its marker. A batch counts whole or not at all, so a
 * failure is reported for the batch's first record: Lambda retries the same records, whose
 * marker then tells a transaction that did go through from one that did not.
 */
export async function projectAdminFigures(
  deps: FiguresProjectorDeps,
  records: readonly DynamoDBRecord[],
): Promise<DynamoDBBatchResponse & { outcome: FiguresOutcome }> {
  const first = records[0]?.dynamodb?.SequenceNumber;
  if (first === undefined) return { batchItemFailures: [], outcome: 'nothing to count' };
  const now = deps.now?.() ?? new Date();
  try {
    const batch = batchFigures(records, now);
    if (isEmptyBatch(batch)) return { batchItemFailures: [], outcome: 'nothing to count' };
    const hash = batchHash(records);
    const outcome = await applyFiguresBatch(deps.db, batch, { hash, records: records.length, now });
    if (outcome === 'counted-before') {
      deps.log.info('Admin figures: this batch was counted before', {
        hash,
        records: records.length,
      });
    }
    return { batchItemFailures: [], outcome };
  } catch (error) {
    deps.log.error('Admin figures: the batch could not be counted; it is retried whole', {
      sequenceNumber: first,
      records: records.length,
      error: error instanceof Error ? error.message : String(error),
    });
    return { batchItemFailures: [{ itemIdentifier: first }], outcome: 'failed' };
  }
}
