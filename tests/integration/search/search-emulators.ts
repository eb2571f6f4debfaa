import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { STREAM_CONSUMERS } from '#infra/stack/definitions/stream-consumers';
import {
  LOCAL_CREDENTIALS,
  LOCAL_REGION,
  type RunningEmulator,
} from '#infra/local/stage/emulators/dynamodb';
import { startS3Local } from '#infra/local/stage/emulators/s3';
import { lineLogger } from '#infra/local/line-logger';
import { startStreamPoller, type StreamPoller } from '#infra/local/stage/workers/stream-poller';
import type { Db } from '#lambdas/platform/db';
import { handler as projectSearchStream } from '#lambdas/handlers/project-search-stream';
import { compactSearchSnapshot } from '#lambdas/search/projection/compact-search-snapshot';
import { resetSearchIndex } from '#lambdas/search/projection/search-index-provider';
import { SEARCH_LOG_PK } from '#shared/table-keys';
import { startLocalTable, type LocalTable } from '../../support/local-table';

export type SearchEmulators = {
  table: LocalTable;
  db: Db;
  s3: S3Client;
  s3Emulator: RunningEmulator;
  bucket: string;
  /** The real stream, read like Lambda's event source mapping, into the real projector handler. */
  poller: StreamPoller;
  /** How many search log entries the table holds. */
  logCount(): Promise<number>;
  newBucket(name: string): Promise<string>;
  /** Writes a search snapshot of the table now and drops the cached index, so handlers load it. */
  snapshotForHandlers(): Promise<void>;
  stop(): Promise<void>;
};

/**
 * DynamoDB Local (the real table, with its stream) and s3rver, with the environment the
 * projection's handlers read, and the stream poller feeding the projector handler.
 */
export async function startSearchEmulators(
  options: { ownEmulator?: boolean } = {},
): Promise<SearchEmulators> {
  const table = await startLocalTable(undefined, options);
  const dataDir = mkdtempSync(join(tmpdir(), 'vy-search-'));
  const bucket = 'vanyard-test-search';
  const s3Emulator = await startS3Local({ dataDir, buckets: [bucket] });
  Object.assign(process.env, {
    SEARCH_BUCKET: bucket,
    AWS_ENDPOINT_URL_S3: s3Emulator.endpoint,
    S3_FORCE_PATH_STYLE: 'true',
  });
  const client = { region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS };
  const s3 = new S3Client({ ...client, endpoint: s3Emulator.endpoint, forcePathStyle: true });
  const dynamodb = new DynamoDBClient({ ...client, endpoint: table.emulator.endpoint });
  const streams = new DynamoDBStreamsClient({ ...client, endpoint: table.emulator.endpoint });
  const poller = await startStreamPoller({
    dynamodb,
    streams,
    tableName: table.db.tableName,
    consumer: STREAM_CONSUMERS[0],
    invoke: (event) => projectSearchStream(event),
    log: (line) => console.warn(line),
    idleMs: 50,
  });
  return {
    table,
    db: table.db,
    s3,
    s3Emulator,
    bucket,
    poller,
    logCount: async () => {
      const result = await table.db.client.send(
        new QueryCommand({
          TableName: table.db.tableName,
          KeyConditionExpression: 'PK = :pk',
          ExpressionAttributeValues: { ':pk': SEARCH_LOG_PK },
          Select: 'COUNT',
          ConsistentRead: true,
        }),
      );
      return result.Count ?? 0;
    },
    newBucket: async (name) => {
      await s3.send(new CreateBucketCommand({ Bucket: name }));
      return name;
    },
    snapshotForHandlers: async () => {
      await compactSearchSnapshot({
        db: table.db,
        s3,
        bucket,
        log: lineLogger(() => undefined, 'test'),
      });
      resetSearchIndex();
    },
    stop: async () => {
      await poller.stop();
      [s3, dynamodb, streams].forEach((c) => c.destroy());
      await s3Emulator.stop();
      await table.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
