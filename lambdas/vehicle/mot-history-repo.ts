import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { listingSchema, type Listing } from '#shared/listing';
import { motHistorySchema, type MotHistory } from '#shared/vehicle/mot-history';
import {
  KEY_ATTRIBUTE,
  LISTING_SK,
  listingKey,
  listingPk,
  MOT_DUE_PK,
  MOT_SK,
  motDueKey,
  motHistoryKey,
  VIEWS_SK,
} from '#shared/table-keys';
import type { Db } from '../platform/db';

/** The history as stored: for which plate it was fetched, so a changed plate shows none. */
export const storedMotHistorySchema = motHistorySchema.extend({
  listing_id: z.string(),
  registration: z.string(),
});
export type StoredMotHistory = z.infer<typeof storedMotHistorySchema>;

/** The due entry of a listing whose first fetch failed: first in the queue, tried next run. */
export const NEVER_FETCHED = '1970-01-01T00:00:00.000Z';

/**
 * A listing item as the entity (the listing domain's own reader, listingFromItem, would make
 * the two domains import each other: the listing's admin reads the flags from here).
 */
function listingOf(item: Record<string, unknown>, views = 0): Listing {
  const fields = Object.fromEntries(
    Object.entries(item).filter(([key]) => !KEY_ATTRIBUTE.test(key)),
  );
  return listingSchema.parse({ ...fields, views });
}

/** A listing, for the refresh to see whether it still wants its history. */
export async function getListingForMot(db: Db, id: string): Promise<Listing | undefined> {
  const { Item } = await db.client.send(
    new GetCommand({ TableName: db.tableName, Key: listingKey(id) }),
  );
  return Item ? listingOf(Item) : undefined;
}

function storedOf(item: Record<string, unknown> | undefined): StoredMotHistory | undefined {
  if (!item) return undefined;
  const parsed = storedMotHistorySchema.safeParse(item);
  return parsed.success ? parsed.data : undefined;
}

/** The history kept for a listing, if it was fetched for the listing's present plate. */
export function historyForPlate(
  stored: StoredMotHistory | undefined,
  registration: string | null | undefined,
): MotHistory | undefined {
  if (!stored || !registration || stored.registration !== registration) return undefined;
  return { fetched_at: stored.fetched_at, model: stored.model, tests: stored.tests };
}

export async function getStoredMotHistory(
  db: Db,
  id: string,
): Promise<StoredMotHistory | undefined> {
  const { Item } = await db.client.send(
    new GetCommand({ TableName: db.tableName, Key: motHistoryKey(id), ConsistentRead: true }),
  );
  return storedOf(Item);
}

/**
 * The listing, its view count and its MOT history in one Query of its partition (`SK BETWEEN
 * LISTING AND MOT`: shared/table-keys.ts): what the detail page reads. About 2 KB of listing
 * and up to ~4 KB of history for a van with 15 tests: 1 RCU, eventually consistent.
 */
export async function getListingWithMotHistory(
  db: Db,
  id: string,
): Promise<{ listing: Listing; motHistory: MotHistory | undefined } | undefined> {
  const result = await db.client.send(
    new QueryCommand({
      TableName: db.tableName,
      KeyConditionExpression: 'PK = :pk AND SK BETWEEN :listing AND :mot',
      ExpressionAttributeValues: { ':pk': listingPk(id), ':listing': LISTING_SK, ':mot': MOT_SK },
    }),
  );
  const items = result.Items ?? [];
  const item = items.find((i) => i.SK === LISTING_SK);
  if (!item) return undefined;
  const listing = listingOf(item, Number(items.find((i) => i.SK === VIEWS_SK)?.views ?? 0));
  const stored = storedOf(items.find((i) => i.SK === MOT_SK));
  return { listing, motHistory: historyForPlate(stored, listing.registration) };
}

/**
 * Stores a newly fetched history and moves the listing's due entry to its fetch time, in one
 * transaction. Never over a copy fetched later (two runs at once): that one stands.
 */
export async function storeMotHistory(
  db: Db,
  input: {
    id: string;
    registration: string;
    history: MotHistory;
    /** The due entry's time before this fetch, if it has one. */
    previousDue: string | undefined;
  },
): Promise<'stored' | 'newer_kept'> {
  const { id, registration, history, previousDue } = input;
  const item: StoredMotHistory = { listing_id: id, registration, ...history };
  try {
    await db.client.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: db.tableName,
              Item: { ...motHistoryKey(id), ...item },
              ConditionExpression: 'attribute_not_exists(PK) OR fetched_at < :at',
              ExpressionAttributeValues: { ':at': history.fetched_at },
            },
          },
          {
            Put: {
              TableName: db.tableName,
              Item: { ...motDueKey(history.fetched_at, id), listing_id: id },
            },
          },
          ...(previousDue && previousDue !== history.fetched_at
            ? [{ Delete: { TableName: db.tableName, Key: motDueKey(previousDue, id) } }]
            : []),
        ],
      }),
    );
    return 'stored';
  } catch (error) {
    if (error instanceof Error && error.name === 'TransactionCanceledException')
      return 'newer_kept';
    throw error;
  }
}

/** Queues a listing whose first fetch failed, for the next run of the refresh. */
export async function queueFirstFetch(db: Db, id: string): Promise<void> {
  await db.client.send(
    new PutCommand({
      TableName: db.tableName,
      Item: { ...motDueKey(NEVER_FETCHED, id), listing_id: id },
    }),
  );
}

/** Takes a listing out of the refresh queue (sold, rejected, deleted...). */
export async function dropDueEntry(db: Db, due: string, id: string): Promise<void> {
  await db.client.send(new DeleteCommand({ TableName: db.tableName, Key: motDueKey(due, id) }));
}

/** A deleted listing's history goes with it: found by its due entry. */
export async function deleteMotHistory(db: Db, id: string): Promise<void> {
  await db.client.send(new DeleteCommand({ TableName: db.tableName, Key: motHistoryKey(id) }));
}

export type DueEntry = { due: string; id: string };

/** The queue's entries fetched before `before`, oldest first. */
export async function dueEntries(db: Db, before: string, limit: number): Promise<DueEntry[]> {
  const result = await db.client.send(
    new QueryCommand({
      TableName: db.tableName,
      KeyConditionExpression: 'PK = :pk AND SK < :before',
      ExpressionAttributeValues: { ':pk': MOT_DUE_PK, ':before': before },
      Limit: limit,
      ConsistentRead: true,
    }),
  );
  return (result.Items ?? []).map((item) => {
    const sk = String(item.SK);
    return { due: sk.slice(0, sk.lastIndexOf('#')), id: String(item.listing_id) };
  });
}
