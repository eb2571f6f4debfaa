import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  GetCommand,
  type BatchGetCommandOutput,
  QueryCommand,
  TransactWriteCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import {
  activitySchema,
  RECENT_ACTIVITY_ITEMS,
  type Activity,
  type DailyFigures,
} from '#shared/admin/dashboard';
import {
  ACTIVITY_PK,
  activityKey,
  figuresBatchKey,
  figuresDayKey,
  FIGURES_TOTALS_KEY,
} from '#shared/table-keys';
import type { ActivityEntry } from './activity';
import type { BatchFigures, DayCounts } from './batch-figures';
import { TOTAL_NAMES, ZERO_TOTALS, type FigureTotals } from './figure-totals';
import { batchPutItems } from '../../platform/batch-write';
import type { Db } from '../../platform/db';

const DAY_SECONDS = 86_400;
/** Recent Activity lines are kept a month after they are written. */
export const ACTIVITY_DAYS = 31;
/** A batch's marker outlives any retry of it (Lambda gives up on a record after 24 hours). */
export const BATCH_MARKER_DAYS = 2;
/** A day's counts outlive the chart's 30 days with a margin. */
const DAY_ITEM_DAYS = 40;
/** Attempts at a batch's transaction while other shards' batches hold the same items. */
const CONFLICT_ATTEMPTS = 6;

const epochSeconds = (at: Date) => Math.floor(at.getTime() / 1000);
const dayExpiry = (day: string) =>
  epochSeconds(new Date(`${day}T00:00:00Z`)) + DAY_ITEM_DAYS * DAY_SECONDS;

export function activityItem(entry: ActivityEntry, now: Date): Record<string, unknown> {
  const { subjectId, ...activity } = entry;
  return {
    ...activityKey(entry.at, entry.kind, subjectId),
    ...activity,
    subject_id: subjectId,
    expires_at: epochSeconds(now) + ACTIVITY_DAYS * DAY_SECONDS,
  };
}

export function dayItem(counts: DayCounts): Record<string, unknown> {
  return { ...figuresDayKey(counts.day), ...counts, expires_at: dayExpiry(counts.day) };
}

/** The batch's writes: its marker first (so its cancellation reason is the first), then the counters. */
function batchTransaction(
  db: Db,
  batch: BatchFigures,
  hash: string,
  recordCount: number,
  now: Date,
): TransactWriteCommandInput['TransactItems'] {
  const TableName = db.tableName;
  const names = Object.fromEntries(TOTAL_NAMES.map((name) => [`#${name}`, name]));
  const values = Object.fromEntries(TOTAL_NAMES.map((name) => [`:${name}`, batch.totals[name]]));
  return [
    {
      Put: {
        TableName,
        Item: {
          ...figuresBatchKey(hash),
          records: recordCount,
          applied_at: now.toISOString(),
          expires_at: epochSeconds(now) + BATCH_MARKER_DAYS * DAY_SECONDS,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    {
      Update: {
        TableName,
        Key: FIGURES_TOTALS_KEY,
        UpdateExpression: `ADD ${TOTAL_NAMES.map((name) => `#${name} :${name}`).join(', ')} SET updated_at = :now`,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: { ...values, ':now': now.toISOString() },
      },
    },
    ...batch.days.map((counts) => ({
      Update: {
        TableName,
        Key: figuresDayKey(counts.day),
        UpdateExpression:
          'ADD #created :created, #approved :approved SET #day = :day, #expires = :expires',
        ExpressionAttributeNames: {
          '#created': 'created',
          '#approved': 'approved',
          '#day': 'day',
          '#expires': 'expires_at',
        },
        ExpressionAttributeValues: {
          ':created': counts.created,
          ':approved': counts.approved,
          ':day': counts.day,
          ':expires': dayExpiry(counts.day),
        },
      },
    })),
    ...batch.activity.map((entry) => ({
      Put: { TableName, Item: activityItem(entry, now) },
    })),
  ];
}

const reasons = (error: TransactionCanceledException) =>
  (error.CancellationReasons ?? []).map((reason) => reason.Code);

/**
 * Adds a batch's figures, exactly once: every counter and its marker in one transaction, the
 * marker only if absent. 'counted-before' when the marker exists: a retry of a batch whose
 * transaction went through (the answer was lost, the function timed out after it).
 */
export async function applyFiguresBatch(
  db: Db,
  batch: BatchFigures,
  input: { hash: string; records: number; now: Date },
): Promise<'applied' | 'counted-before'> {
  for (let attempt = 1; ; attempt++) {
    try {
      await db.client.send(
        new TransactWriteCommand({
          TransactItems: batchTransaction(db, batch, input.hash, input.records, input.now),
        }),
      );
      return 'applied';
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      const codes = reasons(error);
      if (codes[0] === 'ConditionalCheckFailed') return 'counted-before';
      // Batches of other shards add to the same totals at the same moment: try again shortly.
      if (!codes.includes('TransactionConflict') || attempt === CONFLICT_ATTEMPTS) throw error;
      await new Promise((resolve) =>
        setTimeout(resolve, 20 * 2 ** attempt * (0.5 + Math.random())),
      );
    }
  }
}

const count = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.max(0, value) : 0;

/** The totals as stored; zeros before the first change was counted. */
export async function getFigureTotals(db: Db): Promise<FigureTotals> {
  const { Item } = await db.client.send(
    new GetCommand({ TableName: db.tableName, Key: FIGURES_TOTALS_KEY }),
  );
  if (!Item) return ZERO_TOTALS;
  return Object.fromEntries(TOTAL_NAMES.map((name) => [name, count(Item[name])])) as FigureTotals;
}

/** Whether any totals are stored (a stage whose data predates the figures has none). */
export async function hasFigureTotals(db: Db): Promise<boolean> {
  const { Item } = await db.client.send(
    new GetCommand({
      TableName: db.tableName,
      Key: FIGURES_TOTALS_KEY,
      ConsistentRead: true,
      ProjectionExpression: 'PK',
    }),
  );
  return Item !== undefined;
}

/** The counts of these days in one BatchGet (a day without an item counted nothing). */
export async function getDailyFigures(db: Db, days: readonly string[]): Promise<DailyFigures[]> {
  const found = new Map<string, Record<string, unknown>>();
  let keys: Record<string, unknown>[] | undefined = days.map((day) => figuresDayKey(day));
  for (let attempt = 0; keys && keys.length > 0; attempt++) {
    if (attempt > 8) throw new Error('DynamoDB kept leaving the daily figures unread');
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 25 * 2 ** attempt));
    const result: BatchGetCommandOutput = await db.client.send(
      new BatchGetCommand({ RequestItems: { [db.tableName]: { Keys: keys } } }),
    );
    for (const item of result.Responses?.[db.tableName] ?? []) {
      found.set(String(item.SK), item);
    }
    keys = result.UnprocessedKeys?.[db.tableName]?.Keys;
  }
  return days.map((date) => {
    const item = found.get(figuresDayKey(date).SK);
    return { date, created: count(item?.created), approved: count(item?.approved) };
  });
}

/** Recent Activity: the newest lines, newest first. */
export async function getRecentActivity(
  db: Db,
  limit: number = RECENT_ACTIVITY_ITEMS,
): Promise<Activity[]> {
  const { Items = [] } = await db.client.send(
    new QueryCommand({
      TableName: db.tableName,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': ACTIVITY_PK },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return Items.flatMap((item) => {
    const parsed = activitySchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * Writes the figures whole (the rebuild from a Scan): the totals and each day's counts
 * replaced, activity lines added. Not a transaction: the rebuild runs while nothing counts.
 */
export async function putFiguresWhole(
  db: Db,
  figures: { totals: FigureTotals; days: DayCounts[]; activity: ActivityEntry[] },
  now: Date,
): Promise<void> {
  await batchPutItems(db, [
    { ...FIGURES_TOTALS_KEY, ...figures.totals, updated_at: now.toISOString() },
    ...figures.days.map(dayItem),
    ...figures.activity.map((entry) => activityItem(entry, now)),
  ]);
}
