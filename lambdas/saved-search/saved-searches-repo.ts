import { GetCommand, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { ALERT_FREQUENCIES, SAVED_SEARCH_MESSAGES, type SavedSearch } from '#shared/saved-searches';
import {
  alertBucketEntryKey,
  alertBucketVersionKey,
  profilePk,
  SAVED_SEARCH_SK_PREFIX,
  savedSearchKey,
} from '#shared/table-keys';
import type { Db } from '../platform/db';
import { ConflictError, NotFoundError } from '../platform/errors';
import { cancelledOn, sendTransaction, type TransactItem } from '../platform/transactions';

/** A saved search as stored in its owner's partition. */
export const storedSavedSearchSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  /** Where its e-mails go: the account's address when it was saved or last changed. */
  email: z.string(),
  name: z.string(),
  frequency: z.enum(ALERT_FREQUENCIES),
  paused: z.boolean(),
  query: z.string(),
  /** The postcode's centre, geocoded once when saved (null without a postcode). */
  origin: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  /** The matcher's bucket it sits in while active (alert-buckets.ts). */
  bucket: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  pending_alerts: z.number().int().catch(0).default(0),
});
export type StoredSavedSearch = z.infer<typeof storedSavedSearchSchema>;

/** What the matcher keeps of an active saved search: enough to match and to alert. */
export const bucketEntrySchema = z.object({
  search_id: z.string(),
  user_id: z.string(),
  frequency: z.enum(ALERT_FREQUENCIES),
  query: z.string(),
  origin: storedSavedSearchSchema.shape.origin,
});
export type BucketEntry = z.infer<typeof bucketEntrySchema>;

export function toSavedSearch(stored: StoredSavedSearch): SavedSearch {
  const { id, name, frequency, paused, query, created_at, updated_at } = stored;
  return {
    id,
    name,
    frequency,
    paused,
    query,
    created_at,
    updated_at,
    pending_alerts: Math.max(0, stored.pending_alerts),
  };
}

function parseStored(item: Record<string, unknown>): StoredSavedSearch | undefined {
  const parsed = storedSavedSearchSchema.safeParse(item);
  return parsed.success ? parsed.data : undefined;
}

/** The user's saved searches, oldest first (a buyer keeps at most MAX_SAVED_SEARCHES). */
export async function listSavedSearches(db: Db, userId: string): Promise<StoredSavedSearch[]> {
  const found: StoredSavedSearch[] = [];
  let start: QueryCommandInput['ExclusiveStartKey'];
  do {
    const page = await db.client.send(
      new QueryCommand({
        TableName: db.tableName,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': profilePk(userId), ':prefix': SAVED_SEARCH_SK_PREFIX },
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) {
      const stored = parseStored(item);
      if (stored) found.push(stored);
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return found.sort((a, b) => a.created_at.localeCompare(b.created_at));
}

export async function getSavedSearch(
  db: Db,
  userId: string,
  id: string,
): Promise<StoredSavedSearch | undefined> {
  const { Item } = await db.client.send(
    new GetCommand({
      TableName: db.tableName,
      Key: savedSearchKey(userId, id),
      ConsistentRead: true,
    }),
  );
  return Item ? parseStored(Item) : undefined;
}

function entryOf(search: StoredSavedSearch): BucketEntry {
  return {
    search_id: search.id,
    user_id: search.user_id,
    frequency: search.frequency,
    query: search.query,
    origin: search.origin,
  };
}

/** The bucket's version moves with every change of its entries (the matcher's cache reads it). */
function bumpVersion(db: Db, bucket: string): TransactItem {
  return {
    Update: {
      TableName: db.tableName,
      Key: alertBucketVersionKey(bucket),
      UpdateExpression: 'ADD version :one',
      ExpressionAttributeValues: { ':one': 1 },
    },
  };
}

/** The entry of an active search in its bucket, or its removal once paused or deleted. */
function bucketWrites(
  db: Db,
  before: StoredSavedSearch | undefined,
  after: StoredSavedSearch | undefined,
): TransactItem[] {
  const writes: TransactItem[] = [];
  const activeBefore = before && !before.paused ? before : undefined;
  const activeAfter = after && !after.paused ? after : undefined;
  if (activeBefore && activeBefore.bucket !== activeAfter?.bucket) {
    writes.push({
      Delete: {
        TableName: db.tableName,
        Key: alertBucketEntryKey(activeBefore.bucket, before!.id),
      },
    });
    writes.push(bumpVersion(db, activeBefore.bucket));
  }
  if (activeAfter) {
    const unchanged =
      activeBefore &&
      activeBefore.bucket === activeAfter.bucket &&
      activeBefore.frequency === activeAfter.frequency;
    if (!unchanged) {
      writes.push({
        Put: {
          TableName: db.tableName,
          Item: {
            ...alertBucketEntryKey(activeAfter.bucket, activeAfter.id),
            ...entryOf(activeAfter),
          },
        },
      });
      writes.push(bumpVersion(db, activeAfter.bucket));
    }
  }
  return writes;
}

/** Stores a new saved search and, unless paused, its bucket entry: together or not at all. */
export async function putNewSavedSearch(db: Db, search: StoredSavedSearch): Promise<void> {
  await sendTransaction(db, [
    {
      Put: {
        TableName: db.tableName,
        Item: { ...savedSearchKey(search.user_id, search.id), ...search },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    ...bucketWrites(db, undefined, search),
  ]);
}

/**
 * Writes a changed saved search (name, frequency, paused) if it is still as it was read, with
 * its bucket entry moved, added or removed to match. The pending count is the matcher's and the
 * digest's: left as it is.
 */
export async function replaceSavedSearch(
  db: Db,
  before: StoredSavedSearch,
  after: StoredSavedSearch,
): Promise<void> {
  const writes: TransactItem[] = [
    {
      Update: {
        TableName: db.tableName,
        Key: savedSearchKey(before.user_id, before.id),
        UpdateExpression:
          'SET #name = :name, frequency = :frequency, paused = :paused, email = :email, updated_at = :updated',
        ConditionExpression: 'updated_at = :before',
        ExpressionAttributeNames: { '#name': 'name' },
        ExpressionAttributeValues: {
          ':name': after.name,
          ':frequency': after.frequency,
          ':paused': after.paused,
          ':email': after.email,
          ':updated': after.updated_at,
          ':before': before.updated_at,
        },
      },
    },
    ...bucketWrites(db, before, after),
  ];
  try {
    await sendTransaction(db, writes);
  } catch (error) {
    if (cancelledOn(error, 0)) {
      throw new ConflictError('This saved search changed meanwhile: reload the page and try again');
    }
    throw error;
  }
}

export async function deleteSavedSearch(db: Db, search: StoredSavedSearch): Promise<void> {
  const writes: TransactItem[] = [
    {
      Delete: {
        TableName: db.tableName,
        Key: savedSearchKey(search.user_id, search.id),
        ConditionExpression: 'attribute_exists(PK)',
      },
    },
    ...bucketWrites(db, search, undefined),
  ];
  try {
    await sendTransaction(db, writes);
  } catch (error) {
    if (cancelledOn(error, 0)) throw new NotFoundError(SAVED_SEARCH_MESSAGES.notFound);
    throw error;
  }
}
