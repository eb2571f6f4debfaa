import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { importErrorSchema } from '#shared/csv-import/imports';
import {
  FEED_RUN_STATES,
  FEED_RUN_TRIGGERS,
  STOCK_FEED_LIMITS,
  type StockFeedRun,
} from '#shared/stock-feed';
import {
  FEED_RUN_SK_PREFIX,
  feedRunKey,
  feedRunsPk,
  STOCK_FEEDS_PK,
  stockFeedKey,
} from '#shared/table-keys';
import { answerIf, writtenIf } from '../../platform/conditional-write';
import type { Db } from '../../platform/db';

/*
 * A dealer's feed settings (`STOCK_FEEDS` / `{userId}`) and its runs (`FEED#{userId}` /
 * `RUN#{started_at}#{importId}`, kept 90 days by the table's TTL): decision 074.
 */

const count = z.number().int().min(0);

export const storedFeedSchema = z.object({
  user_id: z.string(),
  url: z.string(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
  /** Failed runs in a row. */
  failures: count.default(0),
  /** Whether this run of failures has had its e-mail (set at the 3rd, cleared by a success). */
  failure_mailed: z.boolean().default(false),
  /** The run under way (its import id and when it started), so two do not overlap. */
  running: z
    .object({ import_id: z.string(), started_at: z.iso.datetime() })
    .nullable()
    .default(null),
});
export type StoredFeed = z.infer<typeof storedFeedSchema>;

const storedRunSchema = z.object({
  import_id: z.string(),
  user_id: z.string(),
  trigger: z.enum(FEED_RUN_TRIGGERS),
  status: z.enum(FEED_RUN_STATES),
  started_at: z.iso.datetime(),
  finished_at: z.iso.datetime().nullable().default(null),
  rows_total: count.nullable().default(null),
  created: count.default(0),
  updated: count.default(0),
  unchanged: count.default(0),
  sold: count.default(0),
  renewed: count.default(0),
  error_count: count.default(0),
  errors: z.array(importErrorSchema).default([]),
  failure: z.string().nullable().default(null),
});
export type StoredRun = z.infer<typeof storedRunSchema>;

const withoutKeys = (item: Record<string, unknown>) => {
  const { PK: _pk, SK: _sk, expires_at: _ttl, ...fields } = item;
  return fields;
};

export async function getFeed(db: Db, userId: string): Promise<StoredFeed | undefined> {
  const { Item } = await db.client.send(
    new GetCommand({ TableName: db.tableName, Key: stockFeedKey(userId), ConsistentRead: true }),
  );
  return Item ? storedFeedSchema.parse(withoutKeys(Item)) : undefined;
}

/** Every configured feed (one Query of the settings partition, paged): the daily run's list. */
export async function allFeeds(db: Db): Promise<StoredFeed[]> {
  const feeds: StoredFeed[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.client.send(
      new QueryCommand({
        TableName: db.tableName,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': STOCK_FEEDS_PK },
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) feeds.push(storedFeedSchema.parse(withoutKeys(item)));
    start = page.LastEvaluatedKey;
  } while (start);
  return feeds;
}

/** Sets the feed's address (a new address starts a fresh count of failures). */
export async function putFeedUrl(
  db: Db,
  userId: string,
  url: string,
  now: Date,
): Promise<StoredFeed> {
  const at = now.toISOString();
  const { Attributes } = await db.client.send(
    new UpdateCommand({
      TableName: db.tableName,
      Key: stockFeedKey(userId),
      UpdateExpression:
        'SET user_id = :user, #url = :url, updated_at = :at, created_at = if_not_exists(created_at, :at), failures = :zero, failure_mailed = :false',
      ExpressionAttributeNames: { '#url': 'url' },
      ExpressionAttributeValues: {
        ':user': userId,
        ':url': url,
        ':at': at,
        ':zero': 0,
        ':false': false,
      },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return storedFeedSchema.parse(withoutKeys(Attributes ?? {}));
}

export async function deleteFeed(db: Db, userId: string): Promise<void> {
  await db.client.send(new DeleteCommand({ TableName: db.tableName, Key: stockFeedKey(userId) }));
}

/**
 * Marks a run as under way unless another is (one started less than an hour ago): false when
 * one is, or the feed is gone.
 */
export async function claimFeedRun(
  db: Db,
  userId: string,
  run: { import_id: string; started_at: string },
): Promise<boolean> {
  const stale = new Date(
    Date.parse(run.started_at) - STOCK_FEED_LIMITS.runningStaleMinutes * 60_000,
  ).toISOString();
  return writtenIf(
    db.client.send(
      new UpdateCommand({
        TableName: db.tableName,
        Key: stockFeedKey(userId),
        UpdateExpression: 'SET running = :run',
        ConditionExpression:
          'attribute_exists(PK) AND (attribute_not_exists(running) OR running = :null OR running.started_at < :stale OR running.import_id = :id)',
        ExpressionAttributeValues: {
          ':run': run,
          ':null': null,
          ':stale': stale,
          ':id': run.import_id,
        },
      }),
    ),
  );
}

/**
 * A run's end on the feed: the run no longer under way, and the failures in a row counted.
 * Answers the feed after it, and whether this call is the one that reached the mail's threshold
 * first (the only one that may send it). Undefined when the feed is gone.
 */
export async function recordRunEnd(
  db: Db,
  userId: string,
  importId: string,
  failed: boolean,
): Promise<{ feed: StoredFeed; mailNow: boolean } | undefined> {
  const answer = await answerIf(
    db.client.send(
      new UpdateCommand({
        TableName: db.tableName,
        Key: stockFeedKey(userId),
        UpdateExpression: failed
          ? 'SET failures = if_not_exists(failures, :zero) + :one'
          : 'SET failures = :zero, failure_mailed = :false',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: {
          ':zero': 0,
          ...(failed ? { ':one': 1 } : { ':false': false }),
        },
        ReturnValues: 'ALL_NEW',
      }),
    ),
  );
  if (!answer) return undefined;
  // The run is no longer under way (unless another has started since).
  await answerIf(
    db.client.send(
      new UpdateCommand({
        TableName: db.tableName,
        Key: stockFeedKey(userId),
        UpdateExpression: 'SET running = :null',
        ConditionExpression: 'running.import_id = :id',
        ExpressionAttributeValues: { ':null': null, ':id': importId },
      }),
    ),
  );
  const feed = storedFeedSchema.parse(withoutKeys(answer.Attributes ?? {}));
  if (!failed || feed.failure_mailed || feed.failures < STOCK_FEED_LIMITS.failuresBeforeMail) {
    return { feed, mailNow: false };
  }
  // The mail's claim: only one run's end sets the flag, so the dealer is told once.
  const claimed = await writtenIf(
    db.client.send(
      new UpdateCommand({
        TableName: db.tableName,
        Key: stockFeedKey(userId),
        UpdateExpression: 'SET failure_mailed = :true',
        ConditionExpression: 'attribute_exists(PK) AND failure_mailed <> :true',
        ExpressionAttributeValues: { ':true': true },
      }),
    ),
  );
  return { feed, mailNow: claimed };
}

const runExpiry = (now: Date) =>
  Math.floor(now.getTime() / 1000) + STOCK_FEED_LIMITS.runKeepDays * 24 * 3600;

/** Writes a run (a new one, or its end over the same key). */
export async function putRun(db: Db, run: StoredRun, now: Date): Promise<void> {
  await db.client.send(
    new PutCommand({
      TableName: db.tableName,
      Item: {
        ...feedRunKey(run.user_id, run.started_at, run.import_id),
        ...storedRunSchema.parse(run),
        expires_at: runExpiry(now),
      },
    }),
  );
}

export const runSk = (run: Pick<StoredRun, 'user_id' | 'started_at' | 'import_id'>) =>
  feedRunKey(run.user_id, run.started_at, run.import_id).SK;

export async function getRun(db: Db, userId: string, sk: string): Promise<StoredRun | undefined> {
  const { Item } = await db.client.send(
    new GetCommand({
      TableName: db.tableName,
      Key: { PK: feedRunsPk(userId), SK: sk },
      ConsistentRead: true,
    }),
  );
  return Item ? storedRunSchema.parse(withoutKeys(Item)) : undefined;
}

/** The dealer's newest runs, newest first. */
export async function newestRuns(db: Db, userId: string, limit: number): Promise<StoredRun[]> {
  const { Items } = await db.client.send(
    new QueryCommand({
      TableName: db.tableName,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :run)',
      ExpressionAttributeValues: { ':pk': feedRunsPk(userId), ':run': FEED_RUN_SK_PREFIX },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (Items ?? []).map((item) => storedRunSchema.parse(withoutKeys(item)));
}

/** What the feed page shows of a run. */
export function runView(run: StoredRun): StockFeedRun {
  return {
    id: run.import_id,
    trigger: run.trigger,
    status: run.status,
    started_at: run.started_at,
    finished_at: run.finished_at,
    rows_total: run.rows_total,
    created: run.created,
    updated: run.updated,
    unchanged: run.unchanged,
    sold: run.sold,
    renewed: run.renewed,
    error_count: run.error_count,
    errors: run.errors,
    failure: run.failure,
  };
}
