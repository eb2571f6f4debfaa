import { randomUUID } from 'node:crypto';
import { DeleteTableCommand, DynamoDBClient, UpdateTableCommand } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import type { Db } from '#lambdas/platform/db';
import {
  LOCAL_CREDENTIALS,
  LOCAL_REGION,
  startDynamoDbLocal,
  type RunningEmulator,
} from '#infra/local/stage/emulators/dynamodb';
import { provisionTable } from '#infra/local/stage/provision-table';

export type LocalTable = { db: Db; emulator: RunningEmulator; stop: () => Promise<void> };

let tablesMade = 0;
/** This test file, to the pool (a worker process may run several files one after another). */
const thisFile = randomUUID().slice(0, 8);

async function poolRequest(url: string, path: string): Promise<{ endpoint?: string }> {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    body: JSON.stringify({
      slot: process.env.VITEST_POOL_ID ?? '0',
      file: thisFile,
      pid: process.pid,
    }),
  });
  if (!response.ok) throw new Error(`DynamoDB Local pool: ${await response.text()}`);
  return (await response.json()) as { endpoint?: string };
}

/**
 * This worker's DynamoDB Local from the integration project's pool (tests/support/
 * dynamodb-pool.ts), or undefined outside it. The file never stops it: `stop` hands it back.
 */
async function pooledEmulator(): Promise<RunningEmulator | undefined> {
  let url: string | undefined;
  try {
    url = inject('dynamoDbPoolUrl');
  } catch {
    return undefined; // not inside a vitest test file
  }
  if (!url) return undefined;
  const { endpoint } = await poolRequest(url, '/lease');
  if (!endpoint) throw new Error('DynamoDB Local pool gave no endpoint');
  return {
    endpoint,
    port: Number(new URL(endpoint).port),
    stop: async () => {
      await poolRequest(url, '/release');
    },
  };
}

/**
 * A table with the real definition in an in-memory DynamoDB Local, for integration tests. Also
 * points the handlers' SDK at it through the same environment variables the local stage sets.
 *
 * In the integration project the emulator is the worker's pooled one (decision 046): the table
 * gets a name of its own (`<name>-<file>-<n>`; use `db.tableName`, never the name asked for) and
 * is deleted on `stop`. Elsewhere the table keeps its name in an emulator of its own.
 *
 * `ownEmulator: true` starts an emulator of its own even in the integration project, for a file
 * that stops it to see its code meet an unreachable database (a pooled emulator stays up).
 *
 * `streams: false` turns the table's stream off, for a file that writes tens of thousands of
 * items and reads no stream: DynamoDB Local's writes slow down as stream records pile up
 * (decision 040). Never for a file whose code under test reads the stream (projectors,
 * figures, mirrors fed by the stream): it would pass without the stream ever being read.
 */
export async function startLocalTable(
  name = 'vanyard-test',
  options: { streams?: boolean; ownEmulator?: boolean } = {},
): Promise<LocalTable> {
  const pooled = options.ownEmulator ? undefined : await pooledEmulator();
  const emulator = pooled ?? (await startDynamoDbLocal());
  const tableName = pooled ? `${name}-${thisFile}-${++tablesMade}` : name;
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
      if (pooled) await raw.send(new DeleteTableCommand({ TableName: tableName }));
      raw.destroy();
      await emulator.stop();
    },
  };
}
