import { DeleteCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { REPORT_REASONS, type OpenReport, type ReportReason } from '#shared/reports';
import {
  INDEX,
  INDEX_KEYS,
  indexKeys,
  indexStartKey,
  OPEN_REPORTS_PK,
  openReportsSk,
  reportKey,
  reportRoundPrefix,
  reportsPk,
  reportSummaryKey,
  type IndexKeyAttributes,
  type Key,
} from '#shared/table-keys';
import type { Db } from '../../platform/db';
import type { TransactItem } from '../../platform/transactions';
import { batchGet } from '../moderation-repo';

/*
 * The items of a listing's reports (shared/table-keys.ts, docs/data-model.md): the summary that
 * counts the open ones and puts the listing in the admin queue, and one report per client and
 * round. Reports are kept a year for the record, then expire.
 */

const REPORT_RETENTION_SECONDS = 365 * 24 * 3600;

/** A listing's reports as counted: none yet is round 0 with nothing open. */
export type ReportSummary = {
  listing_id: string;
  round: number;
  open_count: number;
  /** When the newest open report came; null with none open. */
  latest_at: string | null;
  /** The item exists (its writes are conditioned on what was read). */
  stored: boolean;
};

export type StoredReport = OpenReport & { listing_id: string; round: number };

function summaryOf(listingId: string, item: Record<string, unknown> | undefined): ReportSummary {
  return {
    listing_id: listingId,
    round: Number(item?.round ?? 0),
    open_count: Number(item?.open_count ?? 0),
    latest_at: typeof item?.latest_at === 'string' ? item.latest_at : null,
    stored: item !== undefined,
  };
}

export async function getReportSummary(db: Db, listingId: string): Promise<ReportSummary> {
  const { Item } = await db.client.send(
    new GetCommand({
      TableName: db.tableName,
      Key: reportSummaryKey(listingId),
      ConsistentRead: true,
    }),
  );
  return summaryOf(listingId, Item);
}

/** The condition that the summary is still as read, for a write that counts on it. */
function unchangedSince(summary: ReportSummary) {
  return summary.stored
    ? {
        ConditionExpression: '#round = :round AND open_count = :count',
        values: { ':round': summary.round, ':count': summary.open_count },
      }
    : { ConditionExpression: 'attribute_not_exists(PK)', values: {} };
}

/**
 * A new report's writes, for one transaction: the report (only if this client has none in the
 * round: a repeat fails its condition and counts nothing) and the summary one more, newest now,
 * in the admin queue (only if still as read).
 */
export function newReportWrites(
  db: Db,
  summary: ReportSummary,
  report: { client: string; reason: ReportReason; note: string; at: Date },
): TransactItem[] {
  const at = report.at.toISOString();
  const queue = indexKeys('moderation', OPEN_REPORTS_PK, openReportsSk(at, summary.listing_id));
  const condition = unchangedSince(summary);
  return [
    {
      Put: {
        TableName: db.tableName,
        Item: {
          ...reportKey(summary.listing_id, summary.round, report.client),
          listing_id: summary.listing_id,
          round: summary.round,
          reason: report.reason,
          note: report.note,
          created_at: at,
          expires_at: Math.floor(report.at.getTime() / 1000) + REPORT_RETENTION_SECONDS,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    {
      Update: {
        TableName: db.tableName,
        Key: reportSummaryKey(summary.listing_id),
        UpdateExpression:
          'SET listing_id = :id, #round = :round, open_count = :next, latest_at = :at, ' +
          `${INDEX_KEYS.moderation.pk} = :queuePk, ${INDEX_KEYS.moderation.sk} = :queueSk`,
        ConditionExpression: condition.ConditionExpression,
        ExpressionAttributeNames: { '#round': 'round' },
        ExpressionAttributeValues: {
          ...condition.values,
          ':id': summary.listing_id,
          ':round': summary.round,
          ':next': summary.open_count + 1,
          ':at': at,
          ':queuePk': queue[INDEX_KEYS.moderation.pk],
          ':queueSk': queue[INDEX_KEYS.moderation.sk],
        },
      },
    },
  ];
}

/**
 * Closes the open round (a dismissal or a take-down): the next round starts with nothing open
 * and the listing leaves the queue, only if the summary is still as read. One write, however
 * many reports the round holds; they stay as the record of it until they expire.
 */
export function closeRoundUpdate(db: Db, summary: ReportSummary): TransactItem {
  return {
    Update: {
      TableName: db.tableName,
      Key: reportSummaryKey(summary.listing_id),
      UpdateExpression: `SET #round = :next, open_count = :zero, closed_count = :count REMOVE latest_at, ${INDEX_KEYS.moderation.pk}, ${INDEX_KEYS.moderation.sk}`,
      ConditionExpression: '#round = :round AND open_count = :count',
      ExpressionAttributeNames: { '#round': 'round' },
      ExpressionAttributeValues: {
        ':round': summary.round,
        ':count': summary.open_count,
        ':next': summary.round + 1,
        ':zero': 0,
      },
    },
  };
}

function isReason(value: unknown): value is ReportReason {
  return (REPORT_REASONS as readonly unknown[]).includes(value);
}

/**
 * The open reports of a listing's round, newest first (one Query page: a round holds one small
 * item per client, far fewer than a page's megabyte before anyone reviews it).
 */
export async function getOpenReports(
  db: Db,
  summary: Pick<ReportSummary, 'listing_id' | 'round'>,
): Promise<StoredReport[]> {
  const { Items = [] } = await db.client.send(
    new QueryCommand({
      TableName: db.tableName,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :round)',
      ExpressionAttributeValues: {
        ':pk': reportsPk(summary.listing_id),
        ':round': reportRoundPrefix(summary.round),
      },
    }),
  );
  return Items.flatMap((item) =>
    isReason(item.reason)
      ? [
          {
            listing_id: summary.listing_id,
            round: summary.round,
            reason: item.reason,
            note: String(item.note ?? ''),
            created_at: String(item.created_at),
          },
        ]
      : [],
  ).sort((a, b) => b.created_at.localeCompare(a.created_at));
}

/** The queue index's key of an entry: where the next page starts. */
export type OpenReportsKey = Key & IndexKeyAttributes<'moderation'>;

/** The reports queue's partition of the moderation index: the summaries with open reports. */
function openReportsQuery(db: Db) {
  return {
    TableName: db.tableName,
    IndexName: INDEX.moderation,
    KeyConditionExpression: `${INDEX_KEYS.moderation.pk} = :open`,
    ExpressionAttributeValues: { ':open': OPEN_REPORTS_PK },
  };
}

/**
 * A page of the listings with open reports, newest report first: the moderation index's
 * `REPORTS#OPEN` partition (keys only), then the summaries (one BatchGet). One more entry than
 * the page is read, so a next page is offered only when there is one.
 */
export async function queryOpenReportSummaries(
  db: Db,
  limit: number,
  startKey?: OpenReportsKey,
): Promise<{ summaries: ReportSummary[]; lastKey: OpenReportsKey | undefined }> {
  const result = await db.client.send(
    new QueryCommand({
      ...openReportsQuery(db),
      ScanIndexForward: false,
      Limit: limit + 1,
      ExclusiveStartKey: startKey,
    }),
  );
  const entries = (result.Items ?? []) as OpenReportsKey[];
  const page = entries.slice(0, limit);
  const items = await batchGet(
    db,
    page.map((entry) => ({ PK: entry.PK, SK: entry.SK })),
  );
  const byPk = new Map(items.map((item) => [String(item.PK), item]));
  const summaries = page.flatMap((entry) => {
    const item = byPk.get(entry.PK);
    // Closed since the index was read: not open any more.
    if (!item || Number(item.open_count ?? 0) === 0) return [];
    return [summaryOf(String(item.listing_id), item)];
  });
  const last = page.at(-1);
  return {
    summaries,
    lastKey: entries.length > limit && last ? indexStartKey('moderation', last) : undefined,
  };
}

/**
 * How many listings have open reports, counted up to `limit`: one Query of the queue's index
 * keys (about 100 bytes each), so at most a read unit or two whatever the queue holds.
 */
export async function countOpenReportSummaries(db: Db, limit: number): Promise<number> {
  const result = await db.client.send(
    new QueryCommand({
      ...openReportsQuery(db),
      Select: 'COUNT',
      Limit: limit,
    }),
  );
  return result.Count ?? 0;
}

/**
 * Takes a deleted listing out of the reports queue: its summary goes (the reports themselves
 * expire with their time to live).
 */
export async function forgetReports(db: Db, listingId: string): Promise<void> {
  await db.client.send(
    new DeleteCommand({ TableName: db.tableName, Key: reportSummaryKey(listingId) }),
  );
}
