import type { z } from 'zod';
import {
  BatchWriteCommand,
  GetCommand,
  paginatedBatchGet,
  paginateQuery,
} from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import type { AdminUserRow } from '../../shared/admin/users';
import { listingSchema, type Listing } from '../../shared/listing';
import {
  adminMirrorKeys,
  approvedCopyKey,
  ENQUIRY_SK_PREFIX,
  KEY_ATTRIBUTE,
  listingKey,
  listingPk,
  profileKey,
  tombstoneKey,
  viewsKey,
  type Key,
} from '../../shared/table-keys';
import { userMirrorRow } from '../admin/mirror/mirror-rows';
import type { Db } from './db';
import {
  queryOwnerTab,
  sendTransaction,
  tabOf,
  tallyDelta,
  tallyUpdate,
  type TransactItem,
} from './own-listings-repo';

/*
 * The admin side's reads and writes of listings beyond the seller's (own-listings-repo.ts):
 * the approved copy, the owners' admin rows, a seller's newest listings, the delete with its
 * tombstone, and the clean-up of a deleted listing's enquiries.
 */

/** A tombstone outlives every admin mirror's reload window (an hour) many times over. */
export const TOMBSTONE_SECONDS = 24 * 3600;

/**
 * The Put of a listing's approved copy (`LISTING#{id}` / `APPROVED`): its fields only, without
 * index keys, so it never shows in the owner, moderation or admin indexes as a second listing.
 */
export function approvedCopyPut(db: Db, listing: Listing): TransactItem {
  const { views: _views, ...fields } = listing;
  return { Put: { TableName: db.tableName, Item: { ...fields, ...approvedCopyKey(listing.id) } } };
}

/**
 * The fields of the approved copy the moderation screens compare with, or undefined when the
 * listing was never approved. A copy from an older listing shape that no longer parses is read
 * as absent: the screens then show the listing without its changes rather than fail.
 */
export async function getApprovedCopy(db: Db, id: string): Promise<Listing | undefined> {
  const { Item } = await db.client.send(
    new GetCommand({ TableName: db.tableName, Key: approvedCopyKey(id), ConsistentRead: true }),
  );
  if (!Item) return undefined;
  const fields = Object.fromEntries(Object.entries(Item).filter(([k]) => !KEY_ATTRIBUTE.test(k)));
  const parsed = listingSchema.safeParse({ ...fields, views: 0 });
  return parsed.success ? parsed.data : undefined;
}

/** Reads keys in BatchGetItem calls of up to 100, retrying unprocessed keys. */
async function batchGet(
  db: Db,
  keys: readonly Key[],
  projection?: readonly string[],
): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  for (let start = 0; start < keys.length; start += 100) {
    const pages = paginatedBatchGet(
      { client: db.client },
      {
        RequestItems: {
          [db.tableName]: {
            Keys: keys.slice(start, start + 100),
            ConsistentRead: true,
            ...(projection
              ? {
                  ProjectionExpression: projection.map((_, i) => `#p${i}`).join(', '),
                  ExpressionAttributeNames: Object.fromEntries(
                    projection.map((name, i) => [`#p${i}`, name]),
                  ),
                }
              : {}),
          },
        },
      },
    );
    for await (const page of pages) items.push(...(page.Responses?.[db.tableName] ?? []));
  }
  return items;
}

/** Several listing items by id (those that exist), as stored. */
export async function getListingItems(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, Record<string, unknown>>> {
  const items = await batchGet(db, [...new Set(ids)].map(listingKey));
  return new Map(items.map((item) => [String(item.id), item]));
}

/** Which of these listings have an approved copy (were approved before). */
export async function withApprovedCopy(db: Db, ids: readonly string[]): Promise<Set<string>> {
  const items = await batchGet(db, [...new Set(ids)].map(approvedCopyKey), ['PK']);
  return new Set(items.map((item) => String(item.PK).slice(listingPk('').length)));
}

/**
 * The admin rows of these users' profiles (role 'user', no tag and enabled where the profile
 * says nothing), by id; a user without a profile is absent.
 */
export async function getOwnerRows(
  db: Db,
  userIds: readonly string[],
): Promise<Map<string, AdminUserRow>> {
  const items = await batchGet(db, [...new Set(userIds)].map(profileKey));
  return new Map(items.map((item) => [String(item.id), userMirrorRow(item)]));
}

/** What the owner index carries of a row (OWNER_ROW_ATTRIBUTES) that an Admin Listings row shows. */
const ownerEntrySchema = listingSchema.pick({
  id: true,
  title: true,
  make: true,
  model: true,
  year: true,
  price: true,
  status: true,
  approval_status: true,
  created_at: true,
  updated_at: true,
});
export type OwnerEntry = z.infer<typeof ownerEntrySchema>;

/**
 * A seller's newest listings by creation, from the owner index: the newest of each My Listings
 * tab (the index orders the sold tab by sale), merged. Index entries carry the row's fields;
 * one that does not parse is left out rather than failing the page.
 */
export async function newestOwnerEntries(
  db: Db,
  userId: string,
  limit: number,
): Promise<OwnerEntry[]> {
  const [active, sold] = await Promise.all([
    queryOwnerTab(db, userId, 'active', limit),
    queryOwnerTab(db, userId, 'sold', limit),
  ]);
  return [...active.items, ...sold.items]
    .sort((a, b) => String(b.created_at).localeCompare(String(a.created_at)))
    .slice(0, limit)
    .flatMap((entry) => {
      const parsed = ownerEntrySchema.safeParse(entry);
      return parsed.success ? [parsed.data] : [];
    });
}

/**
 * Deletes a listing read as `listing` (its version), its counter, its approved copy and its
 * place in the owner's tally, and leaves a tombstone in the admin index for the mirrors, with
 * the writes `alongside` (the audit entries), in one transaction. 'stale': the listing is gone
 * or changed since it was read; nothing is written then.
 */
export async function deleteListingItems(
  db: Db,
  listing: Listing,
  at: Date,
  alongside: readonly TransactItem[],
): Promise<'deleted' | 'stale'> {
  const tally = tallyUpdate(db, listing.user_id, tallyDelta(tabOf(listing), null))!;
  try {
    await sendTransaction(db, [
      {
        Delete: {
          TableName: db.tableName,
          Key: listingKey(listing.id),
          ConditionExpression: 'attribute_exists(PK) AND updated_at = :expected',
          ExpressionAttributeValues: { ':expected': listing.updated_at },
        },
      },
      { Delete: { TableName: db.tableName, Key: viewsKey(listing.id) } },
      { Delete: { TableName: db.tableName, Key: approvedCopyKey(listing.id) } },
      tally,
      {
        Put: {
          TableName: db.tableName,
          Item: {
            ...tombstoneKey(listing.id),
            ...adminMirrorKeys('listings', listing.id, at),
            id: listing.id,
            deleted: true,
            expires_at: Math.floor(at.getTime() / 1000) + TOMBSTONE_SECONDS,
          },
        },
      },
      ...alongside,
    ]);
    return 'deleted';
  } catch (error) {
    if (
      error instanceof TransactionCanceledException &&
      error.CancellationReasons?.[0]?.Code === 'ConditionalCheckFailed'
    ) {
      return 'stale';
    }
    throw error;
  }
}

/** Deletes every enquiry of a listing (`LISTING#{id}` / `ENQUIRY#…`); answers how many. */
export async function deleteEnquiries(db: Db, listingId: string): Promise<number> {
  const keys: Key[] = [];
  const pages = paginateQuery(
    { client: db.client },
    {
      TableName: db.tableName,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :enquiry)',
      ExpressionAttributeValues: { ':pk': listingPk(listingId), ':enquiry': ENQUIRY_SK_PREFIX },
      ProjectionExpression: 'PK, SK',
    },
  );
  for await (const page of pages) keys.push(...((page.Items ?? []) as Key[]));
  for (let start = 0; start < keys.length; start += 25) {
    type DeleteRequest = { DeleteRequest: { Key: Key } };
    let requests: DeleteRequest[] | undefined = keys
      .slice(start, start + 25)
      .map((Key) => ({ DeleteRequest: { Key } }));
    for (let attempt = 0; requests && requests.length > 0; attempt++) {
      if (attempt > 8) throw new Error('DynamoDB kept leaving batch deletes unprocessed');
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
      const result = await db.client.send(
        new BatchWriteCommand({ RequestItems: { [db.tableName]: requests } }),
      );
      requests = result.UnprocessedItems?.[db.tableName] as DeleteRequest[] | undefined;
    }
  }
  return keys.length;
}
