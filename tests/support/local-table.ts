import { DynamoDBClient, UpdateTableCommand } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Db } from '#lambdas/data/db';
import {
  LOCAL_CREDENTIALS,
  LOCAL_REGION,
  startDynamoDbLocal,
  type RunningEmulator,
} from '#infra/local/stage/emulators/dynamodb';
import { provisionTable } from '#infra/local/stage/provision-table';

export type LocalTable = { db: Db; emulator: RunningEmulator; stop: () => Promise<void> };

/**
 * An in-memory DynamoDB Local with the real table definition, for integration tests. Also
 * points the handlers' SDK at it through the same environment variables the local stage sets.
 *
 * `streams: false` turns the table's stream off, for a file that writes tens of thousands of
 * items and reads no stream: DynamoDB Local's writes slow down as stream records pile up
 * (decision 040). Never for a file whose code under test reads the stream (projectors,
 * figures, mirrors fed by the stream): it would pass without the stream ever being read.
 */
export async function startLocalTable(
  tableName = 'vanyard-test',
  options: { streams?: boolean } = {},
): Promise<LocalTable> {
  const emulator = await startDynamoDbLocal();
  const raw = new DynamoDBClient({
    endpoint: emulator.endpoint,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
  });
  await provisionTable(raw, tableName);
  if (options.streams === false) {
    await raw.send(
      new UpdateTableCommand({
        TableName: tableName,
        StreamSpecification: { StreamEnabled: false },
      }),
    );
  }
  Object.assign(process.env, {
    TABLE_NAME: tableName,
    AWS_ENDPOINT_URL_DYNAMODB: emulator.endpoint,
    AWS_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
  });
  const client = DynamoDBDocumentClient.from(raw, {
    marshallOptions: { removeUndefinedValues: true },
  });
  return {
    db: { client, tableName },
    emulator,
    stop: async () => {
      raw.destroy();
      await emulator.stop();
    },
  };
}
