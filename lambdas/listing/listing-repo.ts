import { GetCommand, paginatedBatchGet, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isLive, listingCardSchema, listingSchema, type Listing } from '#shared/listing';
import {
  FEATURED_HOME_PK,
  INDEX,
  KEY_ATTRIBUTE,
  LISTING_SK,
  listingKey,
  listingPk,
  VIEWS_SK,
  viewsKey,
  INDEX_KEYS,
} from '#shared/table-keys';
import type { Db } from '../platform/db';

/**
 * A stored listing item back to the entity, dropping key attributes. The view count lives in
 * its own item (`VIEWS_SK`), so it is passed in; a `views` left on an old item is ignored.
 */
export function listingFromItem(item: Record<string, unknown>, views = 0): Listing {
  const fields = Object.fromEntries(
    Object.entries(item).filter(([key]) => !KEY_ATTRIBUTE.test(key)),
  );
  return listingSchema.parse({ ...fields, views });
}

/**
 * The listing and its view count in one Query of its partition (`begins_with(SK, 'LISTING')`
 * matches the listing and its counter, not its enquiries): one read of about 2 KB, 0.5 RCU,
 * as a GetItem of the listing alone.
 */
export async function getListing(db: Db, id: string): Promise<Listing | undefined> {
  const result = await db.client.send(
    new QueryCommand({
      TableName: db.tableName,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :listing)',
      ExpressionAttributeValues: { ':pk': listingPk(id), ':listing': LISTING_SK },
    }),
  );
  const items = result.Items ?? [];
  const item = items.find((i) => i.SK === LISTING_SK);
  if (!item) return undefined;
  return listingFromItem(item, Number(items.find((i) => i.SK === VIEWS_SK)?.views ?? 0));
}

/**
 * These listings whole (those that exist), without their counters: BatchGetItem of up to 100
 * keys a call, each item billed whole (0.5 RCU up to 4 KB). For the few saved vans the search
 * index no longer holds (sold, withdrawn, removed), so the answer can say which.
 */
export async function getListings(db: Db, ids: readonly string[]): Promise<Listing[]> {
  const listings: Listing[] = [];
  for (let start = 0; start < ids.length; start += 100) {
    const pages = paginatedBatchGet(
      { client: db.client },
      { RequestItems: { [db.tableName]: { Keys: ids.slice(start, start + 100).map(listingKey) } } },
    );
    for await (const page of pages) {
      for (const item of page.Responses?.[db.tableName] ?? []) listings.push(listingFromItem(item));
    }
  }
  return listings;
}

/** A listing's card and whether it is live: what the featured index carries. */
const cardWithStatusSchema = listingCardSchema.extend({
  status: listingSchema.shape.status,
  approval_status: listingSchema.shape.approval_status,
});

export type CardWithStatus = ReturnType<typeof cardWithStatusSchema.parse>;

/** A card read from the listing itself, with its price changes ('Price reduced', decision 077). */
const cardWithChangesSchema = cardWithStatusSchema.extend({
  price_changes: listingSchema.shape.price_changes,
});

export type CardWithChanges = ReturnType<typeof cardWithChangesSchema.parse>;

const CARD_FIELDS = Object.keys(cardWithChangesSchema.shape);

/**
 * The cards of these listings (those that exist), in the order asked: BatchGetItem of up to
 * 100 keys a call, retrying unprocessed keys. Each item is billed whole (0.5 RCU up to 4 KB),
 * however few fields are returned, so the price changes cost nothing more.
 */
export async function getListingCards(db: Db, ids: readonly string[]): Promise<CardWithChanges[]> {
  const byId = new Map<string, CardWithChanges>();
  for (let start = 0; start < ids.length; start += 100) {
    const pages = paginatedBatchGet(
      { client: db.client },
      {
        RequestItems: {
          [db.tableName]: {
            Keys: ids.slice(start, start + 100).map(listingKey),
            ProjectionExpression: CARD_FIELDS.map((_, i) => `#c${i}`).join(', '),
            ExpressionAttributeNames: Object.fromEntries(CARD_FIELDS.map((f, i) => [`#c${i}`, f])),
          },
        },
      },
    );
    for await (const page of pages) {
      for (const item of page.Responses?.[db.tableName] ?? []) {
        const card = cardWithChangesSchema.parse(item);
        byId.set(card.id, card);
      }
    }
  }
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A featured index entry: the card, whether it is live, its seller and its price changes. */
const featuredEntrySchema = cardWithStatusSchema.extend({
  user_id: listingSchema.shape.user_id,
  price_changes: listingSchema.shape.price_changes,
});

export type FeaturedEntry = ReturnType<typeof featuredEntrySchema.parse>;

/**
 * Homepage-featured live listings whose boost has not expired, latest expiry first: one Query
 * on the sparse featured index, which carries the card's fields, the seller and the price
 * changes (FEATURED_INDEX_ATTRIBUTES, decision 077).
 */
export async function queryHomepageFeatured(
  db: Db,
  now: Date,
  limit: number,
): Promise<FeaturedEntry[]> {
  const result = await db.client.send(
    new QueryCommand({
      TableName: db.tableName,
      IndexName: INDEX.featured,
      KeyConditionExpression: `${INDEX_KEYS.featured.pk} = :pk AND ${INDEX_KEYS.featured.sk} > :now`,
      ExpressionAttributeValues: { ':pk': FEATURED_HOME_PK, ':now': now.toISOString() },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (result.Items ?? []).map((item) => featuredEntrySchema.parse(item));
}

/**
 * Adds one view, atomically (`ADD views :one` on the listing's counter item), only while the
 * listing exists and is live; returns false when it is not (unknown, sold, pending, rejected).
 * The listing is read (0.5 RCU; only its two status fields and its seller are returned) and
 * never written: the counter is a write of about 60 bytes (1 WCU) that no index copies and the
 * search projection's stream filter drops (docs/decisions/015-lean-indexes-and-view-counter.md).
 * `counted` hears of the view with its seller, for the daily figures (decision 073).
 */
export async function incrementViews(
  db: Db,
  id: string,
  counted?: (sellerId: string) => Promise<void>,
): Promise<boolean> {
  const listing = await db.client.send(
    new GetCommand({
      TableName: db.tableName,
      Key: listingKey(id),
      ProjectionExpression: '#status, approval_status, user_id',
      ExpressionAttributeNames: { '#status': 'status' },
    }),
  );
  const item = listing.Item as Pick<Listing, 'status' | 'approval_status' | 'user_id'> | undefined;
  if (!item || !isLive(item)) return false;
  await db.client.send(
    new UpdateCommand({
      TableName: db.tableName,
      Key: viewsKey(id),
      UpdateExpression: 'ADD #views :one',
      ExpressionAttributeNames: { '#views': 'views' },
      ExpressionAttributeValues: { ':one': 1 },
    }),
  );
  await counted?.(item.user_id);
  return true;
}

/** One text field of a listing item, or undefined when it has none or there is no listing: 0.5 RCU. */
export async function getListingText(
  db: Db,
  id: string,
  field: string,
): Promise<string | undefined> {
  const { Item } = await db.client.send(
    new GetCommand({
      TableName: db.tableName,
      Key: listingKey(id),
      ProjectionExpression: '#field',
      ExpressionAttributeNames: { '#field': field },
    }),
  );
  const value: unknown = Item?.[field];
  return typeof value === 'string' ? value : undefined;
}

/** The seller of a listing, or undefined when there is no such listing: 0.5 RCU. */
export function getListingOwner(db: Db, id: string): Promise<string | undefined> {
  return getListingText(db, id, 'user_id');
}
