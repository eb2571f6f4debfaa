import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  PERFORMANCE_METRICS,
  PERFORMANCE_RETENTION_DAYS,
  type PerformanceDay,
  type PerformanceMetric,
} from '#shared/performance';
import { statsDaySk } from '#shared/table-keys';
import type { Db } from '../platform/db';
import { batchPutItems } from '../platform/batch-write';
import { addDays, ukDayStart } from '../platform/uk-day';
import type { DailyIncrement } from './activity-buffer';

/**
 * When a daily item goes (the table's TTL attribute, seconds): the day after the last day a
 * 90-day window can show it. DynamoDB deletes expired items within a day or two; the reads ask
 * for their window's days only, so a late deletion shows nothing old.
 */
export function dailyItemExpiry(day: string): number {
  return Math.floor(ukDayStart(addDays(day, PERFORMANCE_RETENTION_DAYS + 1)) / 1000);
}

/**
 * Adds a flush's counts to one daily item: one UpdateItem (`ADD` of each figure, atomic, so
 * two containers flushing the same day both count), about 150 bytes: 1 WCU. No condition: the
 * first ADD makes the item.
 */
export async function addDailyCounts(db: Db, increment: DailyIncrement): Promise<void> {
  const metrics = PERFORMANCE_METRICS.filter((metric) => increment.counts[metric]);
  if (metrics.length === 0) return;
  await db.client.send(
    new UpdateCommand({
      TableName: db.tableName,
      Key: increment.key,
      UpdateExpression: `ADD ${metrics.map((m) => `#${m} :${m}`).join(', ')} SET expires_at = :expires, #day = :day`,
      ExpressionAttributeNames: {
        ...Object.fromEntries(metrics.map((m) => [`#${m}`, m])),
        '#day': 'day',
      },
      ExpressionAttributeValues: {
        ...Object.fromEntries(metrics.map((m) => [`:${m}`, increment.counts[m]])),
        ':expires': dailyItemExpiry(increment.day),
        ':day': increment.day,
      },
    }),
  );
}

/**
 * The daily items of one partition (a listing's or a seller's) from `from` to `to`, inclusive
 * UK days: one Query of at most 90 items of about 150 bytes (14 KB: 2 RCU, eventually consistent).
 * Days with no item are not in the answer: the series fills them (daily-series.ts).
 */
export async function queryDailyCounts(
  db: Db,
  pk: string,
  from: string,
  to: string,
): Promise<PerformanceDay[]> {
  const days: PerformanceDay[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db.client.send(
      new QueryCommand({
        TableName: db.tableName,
        KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':pk': pk, ':from': statsDaySk(from), ':to': statsDaySk(to) },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) days.push(dayFromItem(item));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return days;
}

function dayFromItem(item: Record<string, unknown>): PerformanceDay {
  const figure = (metric: PerformanceMetric) => Math.max(0, Number(item[metric] ?? 0) || 0);
  return {
    date: String(item.SK).slice(statsDaySk('').length),
    views: figure('views'),
    enquiries: figure('enquiries'),
    reveals: figure('reveals'),
    saves: figure('saves'),
    appearances: figure('appearances'),
  };
}

/**
 * Writes whole daily items, 25 a call (BatchWriteItem): the demo data's 90 days, put once on a
 * new table rather than added to.
 */
export async function putDailyItems(
  db: Db,
  items: readonly { pk: string; day: PerformanceDay }[],
): Promise<void> {
  await batchPutItems(
    db,
    items.map(({ pk, day: { date, ...figures } }) => ({
      PK: pk,
      SK: statsDaySk(date),
      day: date,
      ...figures,
      expires_at: dailyItemExpiry(date),
    })),
  );
}
