import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  STREAM_CONSUMERS,
  type StreamConsumerDefinition,
} from '#infra/stack/definitions/stream-consumers';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '#infra/local/stage/emulators/dynamodb';
import { startStreamPoller, type StreamPoller } from '#infra/local/stage/workers/stream-poller';
import { startLocalTable, type LocalTable } from '../../support/local-table';

// A stage left idle (the browser tests' empty stage, most of the time) used to poll DynamoDB
// Local four times a second per consumer. Here the real stream on DynamoDB Local, with the
// poller's pauses taken through a clock the test holds: a pause shorter than the longest ends
// at once, the longest only when the poller is woken (decision 049).
const consumer: StreamConsumerDefinition = {
  ...STREAM_CONSUMERS[0]!,
  filters: [{ partitionKeyPrefix: 'IDLE#', sortKey: 'ITEM' }],
};

let table: LocalTable;
let clients: { destroy(): void }[] = [];
let poller: StreamPoller | undefined;

beforeAll(async () => {
  table = await startLocalTable('poller-idle');
}, 120_000);

afterAll(async () => {
  await poller?.stop();
  clients.forEach((client) => client.destroy());
  await table?.stop();
});

describe('a stream poller on a quiet table', () => {
  it('pauses twice as long after each poll that finds nothing, up to a second, and polls at once when nudged', async () => {
    const config = { region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS };
    const dynamodb = new DynamoDBClient({ ...config, endpoint: table.emulator.endpoint });
    const streams = new DynamoDBStreamsClient({ ...config, endpoint: table.emulator.endpoint });
    clients = [dynamodb, streams];
    const pauses: number[] = [];
    const received: string[] = [];
    poller = await startStreamPoller({
      dynamodb,
      streams,
      tableName: table.db.tableName,
      consumer,
      invoke: async (event) => {
        for (const record of event.Records) received.push(record.dynamodb?.Keys?.PK?.S ?? '');
      },
      log: (line) => console.warn(line),
      pause: (ms, signal) => {
        pauses.push(ms);
        return new Promise((resolve) => {
          if (ms < 1000) return void setImmediate(resolve);
          signal.addEventListener('abort', () => resolve());
        });
      },
    });

    await vi.waitFor(() => expect(pauses).toEqual([250, 500, 1000]), { timeout: 20_000 });

    // A write with nobody telling the poller waits for the longest pause to end; a nudge (the
    // stage's gateway after each request) cuts it short.
    await table.db.client.send(
      new PutCommand({ TableName: table.db.tableName, Item: { PK: 'IDLE#1', SK: 'ITEM' } }),
    );
    poller.nudge();

    await vi.waitFor(() => expect(received).toEqual(['IDLE#1']), { timeout: 20_000 });
    // Having found work, it starts again from the short pause.
    await vi.waitFor(() => expect(pauses).toEqual([250, 500, 1000, 250, 500, 1000]), {
      timeout: 20_000,
    });
  });
});
