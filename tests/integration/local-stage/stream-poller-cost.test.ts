import { DeleteTableCommand, DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  STREAM_CONSUMERS,
  type StreamConsumerDefinition,
} from '#infra/stack/definitions/stream-consumers';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '#infra/local/stage/emulators/dynamodb';
import { provisionTable } from '#infra/local/stage/provision-table';
import {
  DISCOVER_EVERY_MS,
  startStreamPoller,
  type StreamPoller,
} from '#infra/local/stage/workers/stream-poller';
import { startLocalTable, type LocalTable } from '../../support/local-table';

// What a stream poller costs DynamoDB Local, whose every request waits in one queue (decision
// 054). Its DescribeTable counts every item of the table (about 15 s at 100,000 listings, once
// per poller at each start): the stage knows the stream from provisioning the table and hands
// it over. Its DescribeStream reads the whole stream table (tens of milliseconds at that size):
// the shard list is read again every DISCOVER_EVERY_MS, not at every poll.
const consumer: StreamConsumerDefinition = {
  ...STREAM_CONSUMERS[0]!,
  filters: [{ partitionKeyPrefix: 'ARN#', sortKey: 'ITEM' }],
};

let table: LocalTable;
let dynamodb: DynamoDBClient;
let streams: DynamoDBStreamsClient;
let poller: StreamPoller | undefined;
let quiet: StreamPoller | undefined;
/** The DynamoDB and DynamoDB Streams commands sent, by name. */
const sent: string[] = [];
const counting = (client: DynamoDBClient | DynamoDBStreamsClient) =>
  (client.middlewareStack as DynamoDBClient['middlewareStack']).add(
    (next, context) => (args) => {
      sent.push(String(context.commandName));
      return next(args);
    },
    { step: 'initialize' },
  );

beforeAll(async () => {
  table = await startLocalTable('stream-arn');
  const config = { region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS };
  dynamodb = new DynamoDBClient({ ...config, endpoint: table.emulator.endpoint });
  streams = new DynamoDBStreamsClient({ ...config, endpoint: table.emulator.endpoint });
  counting(dynamodb);
  counting(streams);
}, 120_000);

afterAll(async () => {
  await poller?.stop();
  await quiet?.stop();
  dynamodb?.destroy();
  streams?.destroy();
  await table?.stop();
});

describe("the table's stream, known from provisioning", () => {
  it('lets a poller start without DescribeTable and still deliver what is written', async () => {
    const { streamArn } = await provisionTable(dynamodb, table.db.tableName);
    sent.length = 0;
    const received: string[] = [];
    poller = await startStreamPoller({
      dynamodb,
      streams,
      tableName: table.db.tableName,
      streamArn,
      consumer,
      invoke: async (event) => {
        for (const record of event.Records) received.push(record.dynamodb?.Keys?.PK?.S ?? '');
      },
      log: (line) => console.warn(line),
    });
    await table.db.client.send(
      new PutCommand({ TableName: table.db.tableName, Item: { PK: 'ARN#1', SK: 'ITEM' } }),
    );
    await poller.drain();
    await vi.waitFor(() => expect(received).toEqual(['ARN#1']), { timeout: 20_000 });
    expect(sent).not.toContain('DescribeTableCommand');
  });

  // After the poller that must see records: creating and deleting a second table disturbs
  // DynamoDB Local's stream of the first.
  it('is what DescribeTable gives, for a table found and for a table created', async () => {
    const { Table } = await dynamodb.send(
      new DescribeTableCommand({ TableName: table.db.tableName }),
    );
    expect(Table?.LatestStreamArn).toBeTruthy();
    const found = await provisionTable(dynamodb, table.db.tableName);
    expect(found).toMatchObject({ created: false, streamArn: Table?.LatestStreamArn });

    const created = await provisionTable(dynamodb, `${table.db.tableName}-new`);
    const described = await dynamodb.send(
      new DescribeTableCommand({ TableName: `${table.db.tableName}-new` }),
    );
    await dynamodb.send(new DeleteTableCommand({ TableName: `${table.db.tableName}-new` }));
    expect(created.created).toBe(true);
    expect(created.streamArn).toBe(described.Table?.LatestStreamArn);
  });
});

describe('a stream poller on a quiet stream', () => {
  it('reads the shard list again only every DISCOVER_EVERY_MS, not at each poll', async () => {
    const { streamArn } = await provisionTable(dynamodb, table.db.tableName);
    let clock = 1_000_000;
    let polls = 0;
    quiet = await startStreamPoller({
      dynamodb,
      streams,
      tableName: table.db.tableName,
      streamArn,
      consumer,
      invoke: async () => undefined,
      log: (line) => console.warn(line),
      now: () => clock,
      // Every pause ends at once: the poller polls as fast as DynamoDB Local answers.
      pause: () =>
        new Promise((resolve) =>
          setImmediate(() => {
            polls++;
            resolve();
          }),
        ),
    });
    const listings = () => sent.filter((name) => name === 'DescribeStreamCommand').length;
    const before = listings();
    const atPoll = async (n: number) => {
      const target = polls + n;
      await vi.waitFor(() => expect(polls).toBeGreaterThanOrEqual(target), { timeout: 20_000 });
    };
    // Time stands still: many polls, no listing.
    await atPoll(20);
    expect(listings()).toBe(before);
    // A second later (when it used to list them again): still none.
    clock += 1000;
    await atPoll(20);
    expect(listings()).toBe(before);
    clock += DISCOVER_EVERY_MS;
    await atPoll(20);
    expect(listings()).toBe(before + 1);
  });
});
