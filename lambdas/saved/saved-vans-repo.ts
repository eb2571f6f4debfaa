import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { SavedVanEntry } from '#shared/saved-vans';
import {
  listingKey,
  profilePk,
  SAVED_VAN_SK_PREFIX,
  savedVanKey,
  savedVansTallyKey,
  viewsKey,
} from '#shared/table-keys';
import type { Db } from '../platform/db';
import { cancelledOn, sendTransaction, type TransactItem } from '../platform/transactions';

/** The listing counter item's attribute of saves (lambdas/listing's SAVES_COUNTER). */
export type SavesCounter = { attribute: string };

/**
 * Every van a buyer saved: one Query of `USER#{id}` / `begins_with(SAVED#)`, following pages
 * (a page is 1 MB; 500 entries are about 75 KB, one page). Order is the store's (by id): the
 * caller sorts.
 */
export async function querySavedVans(db: Db, userId: string): Promise<SavedVanEntry[]> {
  const entries: SavedVanEntry[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db.client.send(
      new QueryCommand({
        TableName: db.tableName,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :saved)',
        ExpressionAttributeValues: { ':pk': profilePk(userId), ':saved': SAVED_VAN_SK_PREFIX },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) {
      entries.push({
        id: String(item.listing_id),
        title: String(item.title),
        price_at_save: Number(item.price_at_save),
        saved_at: String(item.saved_at),
      });
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return entries;
}

export type SaveOutcome = 'added' | 'already_saved' | 'full' | 'unavailable';

/**
 * Saves a van in one transaction: the entry (only if new), the buyer's tally (only while under
 * the limit), the listing's save counter, and a check that the listing is still live. Any
 * failed condition writes nothing; the outcome says which one failed.
 */
export async function putSavedVan(
  db: Db,
  userId: string,
  entry: SavedVanEntry,
  limit: number,
  counter: SavesCounter,
): Promise<SaveOutcome> {
  const items: TransactItem[] = [
    {
      Put: {
        TableName: db.tableName,
        Item: { ...savedVanKey(userId, entry.id), listing_id: entry.id, ...withoutId(entry) },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    {
      Update: {
        TableName: db.tableName,
        Key: savedVansTallyKey(userId),
        UpdateExpression: 'ADD saved :one',
        ConditionExpression: 'attribute_not_exists(saved) OR saved < :limit',
        ExpressionAttributeValues: { ':one': 1, ':limit': limit },
      },
    },
    {
      ConditionCheck: {
        TableName: db.tableName,
        Key: listingKey(entry.id),
        ConditionExpression:
          '#status = :active AND approval_status = :approved AND (attribute_not_exists(owner_disabled) OR owner_disabled = :false)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':active': 'active',
          ':approved': 'approved',
          ':false': false,
        },
      },
    },
    {
      Update: {
        TableName: db.tableName,
        Key: viewsKey(entry.id),
        UpdateExpression: 'ADD #saves :one',
        ExpressionAttributeNames: { '#saves': counter.attribute },
        ExpressionAttributeValues: { ':one': 1 },
      },
    },
  ];
  try {
    await sendTransaction(db, items);
    return 'added';
  } catch (error) {
    if (cancelledOn(error, 0)) return 'already_saved';
    if (cancelledOn(error, 1)) return 'full';
    if (cancelledOn(error, 2)) return 'unavailable';
    throw error;
  }
}

function withoutId({ id: _id, ...rest }: SavedVanEntry) {
  return rest;
}

/**
 * Takes a van off the list: the entry, one off the tally and one off the listing's counter, in
 * one transaction. The counter is only touched while it exists: a listing deleted since has no
 * counter item left, and ADD would make a stray one. Returns false when the van was not saved.
 */
export async function deleteSavedVan(
  db: Db,
  userId: string,
  listingId: string,
  counter: SavesCounter,
): Promise<boolean> {
  const entry: TransactItem = {
    Delete: {
      TableName: db.tableName,
      Key: savedVanKey(userId, listingId),
      ConditionExpression: 'attribute_exists(PK)',
    },
  };
  const tally: TransactItem = {
    Update: {
      TableName: db.tableName,
      Key: savedVansTallyKey(userId),
      UpdateExpression: 'ADD saved :minus',
      ExpressionAttributeValues: { ':minus': -1 },
    },
  };
  const saves: TransactItem = {
    Update: {
      TableName: db.tableName,
      Key: viewsKey(listingId),
      UpdateExpression: 'ADD #saves :minus',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeNames: { '#saves': counter.attribute },
      ExpressionAttributeValues: { ':minus': -1 },
    },
  };
  try {
    await sendTransaction(db, [entry, tally, saves]);
    return true;
  } catch (error) {
    if (cancelledOn(error, 0)) return false;
    if (!cancelledOn(error, 2)) throw error;
  }
  try {
    await sendTransaction(db, [entry, tally]);
    return true;
  } catch (error) {
    if (cancelledOn(error, 0)) return false;
    throw error;
  }
}
