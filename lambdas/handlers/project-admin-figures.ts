import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { projectAdminFigures } from '../admin/figures/project-figures';
import { stageDb } from '../platform/db';
import { createLogger } from '../platform/logger';

const log = createLogger({ handler: 'project-admin-figures' });

/**
 * The table stream's consumer for the admin dashboard (infra/stack/definitions/stream-consumers.ts):
 * listing and profile changes in, counters and Recent Activity out, each batch counted once.
 */
export const handler = async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
  const { batchItemFailures, outcome } = await projectAdminFigures(
    { db: stageDb(), log },
    event.Records,
  );
  log.debug('Counted stream records', { records: event.Records.length, outcome });
  return { batchItemFailures };
};
