import { GetCommand, paginatedBatchGet, paginateQuery } from '@aws-sdk/lib-dynamodb';
import { adminListingFieldsSchema, type AdminListingFields } from '#shared/admin/listings';
import type { AdminUserRow } from '#shared/admin/users';
import { listingSchema, type Listing } from '#shared/listing';
import {
  approvedCopyKey,
  ENQUIRY_SK_PREFIX,
  KEY_ATTRIBUTE,
  listingKey,
  listingPk,
  profileKey,
  type Key,
} from '#shared/table-keys';
import { userMirrorRow } from '#lambdas/admin';
import { batchDeleteKeys } from '../platform/batch-write';
import type { Db } from '../platform/db';
import { queryOwnerTab } from './listing-state-repo';
import type { TransactItem } from '../platform/transactions';

/*
 * The admin side's reads and writes of listings beyond the seller's (own-listings-repo.ts):
 * the approved copy, the owners' admin rows, a seller's newest listings, and the clean-up of a
 * deleted listing's enquiries (the delete itself is the listing writer's, lambdas/listing/).
 */

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
export async function batchGet(
  db: Db,
  keys: readonly Key[],
  projection?: readonly string[],
  consistentRead = true,
): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  for (let start = 0; start < keys.length; start += 100) {
    const pages = paginatedBatchGet(
      { client: db.client },
      {
        RequestItems: {
          [db.tableName]: {
            Keys: keys.slice(start, start + 100),
            ConsistentRead: consistentRead,
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

/** A listing's main photo (its first stored URL, or null) and the version it was read at. */
/**
 * What an Admin Listings row takes from the listing item, as the admin mirror's index does not
 * carry it: the main photo, and whether buyers' reports hide the listing (decision 067).
 */
export type MainPhoto = {
  url: string | null;
  updated_at: string;
  reports_hidden: boolean;
  /** Past its advertised days (decision 072): not in the admin index either. */
  expired: boolean;
};

/**
 * The main photos of these listings, by id (those that exist), and their reports flag.
 * Eventually consistent, half the read units: a list's thumbnail a moment old does no harm. The
 * items are read whole (a projection saves bytes on the wire, not read units).
 */
export async function getMainPhotos(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, MainPhoto>> {
  const items = await batchGet(
    db,
    [...new Set(ids)].map(listingKey),
    ['id', 'image_urls', 'updated_at', 'reports_hidden', 'expired'],
    false,
  );
  return new Map(
    items.map((item) => {
      const first = Array.isArray(item.image_urls) ? item.image_urls[0] : undefined;
      return [
        String(item.id),
        {
          url: typeof first === 'string' && first ? first : null,
          updated_at: String(item.updated_at ?? ''),
          reports_hidden: item.reports_hidden === true,
          expired: item.expired === true,
        },
      ];
    }),
  );
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

/**
 * A seller's newest listings by creation, from the owner index: the newest of each My Listings
 * tab (the index orders the sold tab by sale), merged. Index entries carry the fields an Admin
 * Listings row shows (OWNER_ROW_ATTRIBUTES); one that does not parse is left out rather than
 * failing the page.
 */
export async function newestOwnerEntries(
  db: Db,
  userId: string,
  limit: number,
): Promise<AdminListingFields[]> {
  const [active, sold] = await Promise.all([
    queryOwnerTab(db, userId, 'active', limit),
    queryOwnerTab(db, userId, 'sold', limit),
  ]);
  return [...active.items, ...sold.items]
    .sort((a, b) => String(b.created_at).localeCompare(String(a.created_at)))
    .slice(0, limit)
    .flatMap((entry) => {
      const parsed = adminListingFieldsSchema.safeParse(entry);
      return parsed.success ? [parsed.data] : [];
    });
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
  await batchDeleteKeys(db, keys);
  return keys.length;
}
