import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { createLogger } from '../platform/logger';
import { projectStreamRecords } from '../search/projection/project-stream-records';
import { stageDb } from '../platform/db';

const log = createLogger({ handler: 'project-search-stream' });

/**
 * The table stream's consumer for search (infra/stack/definitions/stream-consumers.ts): listing
 * changes in, search log entries out. Failures are reported per record, not per batch.
 */
export const handler = async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
  const { batchItemFailures, written, skipped } = await projectStreamRecords(
    { db: stageDb(), log },
    event.Records,
  );
  log.debug('Projected stream records', { records: event.Records.length, written, skipped });
  return { batchItemFailures };
};
