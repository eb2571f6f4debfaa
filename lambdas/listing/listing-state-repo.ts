import { GetCommand, paginatedBatchGet, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Listing } from '#shared/listing';
import type { OwnListingTab } from '#shared/own-listings';
import {
  idempotencyKey,
  INDEX,
  KEY_ATTRIBUTE,
  LISTING_SK,
  listingKey,
  listingPk,
  listingTallyKey,
  OWNER_TAB_PREFIX,
  ownerPk,
  VIEWS_SK,
  viewsKey,
  INDEX_KEYS,
  indexStartKey,
} from '#shared/table-keys';
import type { Db } from '../platform/db';
import { getListingText, listingFromItem } from './listing-repo';

/** How many listings each My Listings tab holds. */
export type ListingTally = { active: number; sold: number };

/**
 * A listing's view, enquiry and save counts, from its counter item (`LISTING#{id}` /
 * `LISTING#VIEWS`): how many buyers have it on their saved list now (decision 064); and
 * whether buyers' reports hide it, a copy of the listing's flag (REPORTS_HIDDEN_COPY).
 */
export type ListingCounters = {
  views: number;
  enquiries: number;
  saves: number;
  reports_hidden: boolean;
  /** Copies of the listing's expiry fields (EXPIRY_COPY_FIELDS, decision 072). */
  live_until: string | null;
  expired: boolean;
};

/** The counter item's attribute the saved-vans domain adds to and takes from. */
export const SAVES_COUNTER = 'saves';

/**
 * The counter item's copy of the listing's `reports_hidden` (decision 067): My Listings reads
 * the counter items with its rows, and its owner index cannot carry the flag (a projection
 * cannot change in place). The listing writer sets and clears it with the flag itself
 * (writer/replace-listing.ts), in the same transaction.
 */
export const REPORTS_HIDDEN_COPY = 'reports_hidden';

/** The write of that copy: set while hidden, removed when not (no condition). */
export function reportsHiddenCopyUpdate(db: Db, id: string, hidden: boolean) {
  return {
    TableName: db.tableName,
    Key: viewsKey(id),
    UpdateExpression: hidden ? 'SET #hidden = :true' : 'REMOVE #hidden',
    ExpressionAttributeNames: { '#hidden': REPORTS_HIDDEN_COPY },
    ...(hidden ? { ExpressionAttributeValues: { ':true': true } } : {}),
  };
}

/**
 * The counter item's copies of the listing's expiry fields (decision 072), for the same reason
 * as REPORTS_HIDDEN_COPY: My Listings shows 'Expired' and the end date from the owner index and
 * the counter items, and the index's projection cannot grow in place. The listing writer
 * writes them with the fields (writer/replace-listing.ts), in the same transaction.
 */
export const EXPIRY_COPY_FIELDS = ['live_until', 'expired'] as const;

/** The write of those copies as the listing has them now (no condition). */
export function expiryCopyUpdate(db: Db, listing: Pick<Listing, 'id' | 'live_until' | 'expired'>) {
  const set = [
    ...(listing.live_until ? ['live_until = :until'] : []),
    ...(listing.expired === true ? ['expired = :true'] : []),
  ];
  const remove = [
    ...(listing.live_until ? [] : ['live_until']),
    ...(listing.expired === true ? [] : ['expired']),
  ];
  const values = {
    ...(listing.live_until ? { ':until': listing.live_until } : {}),
    ...(listing.expired === true ? { ':true': true } : {}),
  };
  return {
    TableName: db.tableName,
    Key: viewsKey(listing.id),
    UpdateExpression: [
      set.length > 0 ? `SET ${set.join(', ')}` : '',
      remove.length > 0 ? `REMOVE ${remove.join(', ')}` : '',
    ]
      .filter(Boolean)
      .join(' '),
    ...(Object.keys(values).length > 0 ? { ExpressionAttributeValues: values } : {}),
  };
}

/** The My Listings tab a listing shows in. */
export function tabOf(listing: Pick<Listing, 'status'>): OwnListingTab {
  return listing.status === 'sold' ? 'sold' : 'active';
}

/** The listing a create with this idempotency key made, if one did. */
export async function listingIdForIdempotencyKey(
  db: Db,
  userId: string,
  key: string,
): Promise<string | undefined> {
  const { Item } = await db.client.send(
    new GetCommand({
      TableName: db.tableName,
      Key: idempotencyKey(userId, key),
      ConsistentRead: true,
    }),
  );
  return typeof Item?.listing_id === 'string' ? Item.listing_id : undefined;
}

/** A listing's counters; zero until its first view or enquiry. */
export async function getListingCounters(db: Db, id: string): Promise<ListingCounters> {
  const { Item } = await db.client.send(
    new GetCommand({ TableName: db.tableName, Key: viewsKey(id) }),
  );
  return countersOf(Item);
}

function countersOf(item: Record<string, unknown> | undefined): ListingCounters {
  return {
    views: Number(item?.views ?? 0),
    enquiries: Number(item?.enquiries ?? 0),
    // Never below zero: a remove that raced the listing's own delete may leave the item short.
    saves: Math.max(0, Number(item?.[SAVES_COUNTER] ?? 0)),
    reports_hidden: item?.[REPORTS_HIDDEN_COPY] === true,
    live_until: typeof item?.live_until === 'string' ? item.live_until : null,
    expired: item?.expired === true,
  };
}

/**
 * The counters of several listings: BatchGetItem of their small counter items, 100 keys a call
 * (the most one call takes: a dealer's stock sorted by views asks for every listing's).
 */
export async function getCountersOf(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, ListingCounters>> {
  const counters = new Map<string, ListingCounters>();
  const unique = [...new Set(ids)];
  for (let start = 0; start < unique.length; start += 100) {
    const pages = paginatedBatchGet(
      { client: db.client },
      {
        RequestItems: { [db.tableName]: { Keys: unique.slice(start, start + 100).map(viewsKey) } },
      },
    );
    for await (const page of pages) {
      for (const item of page.Responses?.[db.tableName] ?? []) {
        const id = String(item.PK).slice(listingPk('').length);
        counters.set(id, countersOf(item));
      }
    }
  }
  return counters;
}

export type OwnerPage = {
  items: Record<string, unknown>[];
  /** The index key to continue after, or undefined on the last page. */
  lastKey: Record<string, unknown> | undefined;
};

/**
 * One page of a seller's listings in one tab, newest first: a Query of the owner index, which
 * carries each row's fields (OWNER_ROW_ATTRIBUTES).
 */
export async function queryOwnerTab(
  db: Db,
  userId: string,
  tab: OwnListingTab,
  limit: number,
  startKey?: Record<string, unknown>,
): Promise<OwnerPage> {
  // One more than the page: a next page is offered only when there is one.
  const result = await db.client.send(
    new QueryCommand({
      TableName: db.tableName,
      IndexName: INDEX.owner,
      KeyConditionExpression: `${INDEX_KEYS.owner.pk} = :owner AND begins_with(${INDEX_KEYS.owner.sk}, :tab)`,
      ExpressionAttributeValues: { ':owner': ownerPk(userId), ':tab': OWNER_TAB_PREFIX[tab] },
      ScanIndexForward: false,
      Limit: limit + 1,
      ExclusiveStartKey: startKey,
    }),
  );
  const items = result.Items ?? [];
  const page = items.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page,
    lastKey: items.length > limit && last ? indexStartKey('owner', last) : undefined,
  };
}

/**
 * The owner's tally: written by every change that moves a listing between tabs (create, sale,
 * delete) in the same transaction, and set whole by bulk writers that bypass those (the demo
 * seed: setListingTallies). No item means no listings yet.
 */
export async function getListingTally(db: Db, userId: string): Promise<ListingTally> {
  const { Item } = await db.client.send(
    new GetCommand({ TableName: db.tableName, Key: listingTallyKey(userId), ConsistentRead: true }),
  );
  return { active: Number(Item?.active ?? 0), sold: Number(Item?.sold ?? 0) };
}

/** The tallies of listings written in bulk, counted from those listings (the demo seed). */
export function talliesOf(listings: readonly Pick<Listing, 'user_id' | 'status'>[]) {
  const tallies = new Map<string, ListingTally>();
  for (const listing of listings) {
    const tally = tallies.get(listing.user_id) ?? { active: 0, sold: 0 };
    tally[tabOf(listing)] += 1;
    tallies.set(listing.user_id, tally);
  }
  return tallies;
}

/**
 * Sets sellers' tab counts whole: for bulk writes that know every listing of those sellers. The
 * tally's enquiry count (enquiries-repo.ts) is not theirs to reset: only the two tabs are set.
 */
export async function setListingTallies(
  db: Db,
  tallies: ReadonlyMap<string, ListingTally>,
): Promise<void> {
  for (const [userId, tally] of tallies) {
    await db.client.send(
      new UpdateCommand({
        TableName: db.tableName,
        Key: listingTallyKey(userId),
        // The stock version moves too: the stock view reads these listings afresh.
        UpdateExpression: 'SET active = :active, sold = :sold ADD stock_version :one',
        ExpressionAttributeValues: { ':active': tally.active, ':sold': tally.sold, ':one': 1 },
      }),
    );
  }
}

/** A listing item's approval, or undefined when there is no such item (the listing key). */
export async function listingApproval(
  db: Db,
  id: string,
): Promise<Listing['approval_status'] | undefined> {
  const { Item } = await db.client.send(
    new GetCommand({
      TableName: db.tableName,
      Key: listingKey(id),
      ProjectionExpression: 'approval_status',
      ConsistentRead: true,
    }),
  );
  return Item ? (Item.approval_status as Listing['approval_status']) : undefined;
}

export type ListingForChange = {
  listing: Listing;
  counters: ListingCounters;
  /** Attributes of the item beyond the listing entity (a moderator's `rejection_reason`). */
  extra: Record<string, unknown>;
};

/**
 * A listing with its counters, read strongly consistent: what an owner's change starts from,
 * so its `updated_at` is the stored version and the conditional write after it is fair.
 */
export async function getListingForChange(
  db: Db,
  id: string,
): Promise<ListingForChange | undefined> {
  const result = await db.client.send(
    new QueryCommand({
      TableName: db.tableName,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :listing)',
      ExpressionAttributeValues: { ':pk': listingPk(id), ':listing': LISTING_SK },
      ConsistentRead: true,
    }),
  );
  const items = result.Items ?? [];
  const item = items.find((i) => i.SK === LISTING_SK);
  if (!item) return undefined;
  const counters = countersOf(items.find((i) => i.SK === VIEWS_SK));
  const listing = listingFromItem(item, counters.views);
  const known = new Set([...Object.keys(listing), 'views']);
  const extra = Object.fromEntries(
    Object.entries(item).filter(([key]) => !known.has(key) && !KEY_ATTRIBUTE.test(key)),
  );
  return { listing, counters, extra };
}

/** The moderator's reason on a rejected listing item (issue 16 writes it), or null. */
export async function getRejectionReason(db: Db, id: string): Promise<string | null> {
  return (await getListingText(db, id, 'rejection_reason')) ?? null;
}
