import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { env } from '../config';
import { dynamo } from '../data/dynamo';
import { createHttpHandler } from '../http/create-handler';

export const handler = createHttpHandler({
  name: 'health',
  auth: 'public',
  handle: async () => {
    const table = await dynamo().send(new DescribeTableCommand({ TableName: env.tableName }));
    return {
      body: {
        status: 'ok',
        stage: env.stage,
        table: table.Table?.TableStatus ?? 'UNKNOWN',
        time: new Date().toISOString(),
      },
    };
  },
});
