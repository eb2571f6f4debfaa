import { healthRoute } from '#shared/api/routes/health';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { HEALTH_PROBE_KEY } from '#shared/table-keys';
import { env } from '../config';
import { dynamo } from '../platform/dynamo';
import { UnavailableError } from '../platform/errors';
import { createHttpHandler } from '../http/create-handler';

export const handler = createHttpHandler(healthRoute, async ({ log }) => {
  // A GetItem (0.5 RCU), not DescribeTable: a control-plane call has low request limits in
  // AWS, and DynamoDB Local counts every item for it (4.5 s with 100,000 listings).
  try {
    await dynamo().send(new GetCommand({ TableName: env.tableName, Key: HEALTH_PROBE_KEY }));
  } catch (error) {
    log.warn('Health check: the table did not answer', {
      error: error instanceof Error ? error.message : String(error),
    });
    throw new UnavailableError('The listings table is not reachable', 'table_unreachable');
  }
  return {
    body: {
      status: 'ok' as const,
      stage: env.stage,
      table: 'reachable' as const,
      time: new Date().toISOString(),
    },
  };
});
