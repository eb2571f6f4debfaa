import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import {
  GetCommand,
  paginatedBatchGet,
  PutCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
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
  uploadKey,
  VIEWS_SK,
  viewsKey,
  INDEX_KEYS,
  indexStartKey,
} from '#shared/table-keys';
import type { Db } from './db';
import { listingFromItem, listingItem } from './listings-repo';
import {
  cancelledFrom,
  cancelledOn,
  conflicted,
  sendTransaction,
  type TransactItem,
} from './transactions';

/** How many listings each My Listings tab holds. */
export type ListingTally = { active: number; sold: number };

/** A listing's view and enquiry counts, from its counter item (`LISTING#{id}` / `LISTING#VIEWS`). */
export type ListingCounters = { views: number; enquiries: number };

/** How long a create's idempotency key is remembered: far longer than any retry. */
const IDEMPOTENCY_SECONDS = 24 * 3600;

/** The tally's change when a listing moves between tabs (or appears: from null). */
export function tallyDelta(
  from: OwnListingTab | null,
  to: OwnListingTab | null,
): Partial<ListingTally> {
  const delta: Partial<ListingTally> = {};
  if (from) delta[from] = (delta[from] ?? 0) - 1;
  if (to) delta[to] = (delta[to] ?? 0) + 1;
  return delta;
}

export function tabOf(listing: Pick<Listing, 'status'>): OwnListingTab {
  return listing.status === 'sold' ? 'sold' : 'active';
}

/** The tally's ADD of a delta, for a transaction; undefined when nothing moves. */
export function tallyUpdate(
  db: Db,
  userId: string,
  delta: Partial<ListingTally>,
): TransactItem | undefined {
  const entries = Object.entries(delta).filter(([, by]) => by !== 0);
  if (entries.length === 0) return undefined;
  return {
    Update: {
      TableName: db.tableName,
      Key: listingTallyKey(userId),
      UpdateExpression: `ADD ${entries.map(([tab]) => `#${tab} :${tab}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(entries.map(([tab]) => [`#${tab}`, tab])),
      ExpressionAttributeValues: Object.fromEntries(entries.map(([tab, by]) => [`:${tab}`, by])),
    },
  };
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

/**
 * Deletes of the upload records whose photos a write attaches, each only while it is still a
 * finished upload: in the write's transaction, so a photo is attached once, and never after its
 * record (and its files) expired.
 */
function consumeUploads(db: Db, userId: string, uploadIds: readonly string[]) {
  return uploadIds.map((id) => ({
    Delete: {
      TableName: db.tableName,
      Key: uploadKey(userId, id),
      ConditionExpression: '#status = :ready',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':ready': 'ready' },
    },
  }));
}

/**
 * Writes a new listing, its create's idempotency record, the owner's tally and the consumption
 * of its uploads in one transaction: all or nothing. 'duplicate': the idempotency key was used
 * already (a double click or a retried request that raced this one); 'photos': an upload is no
 * longer there to attach.
 */
export async function insertListing(
  db: Db,
  listing: Listing,
  request: { idempotencyKey: string; uploads: readonly string[] },
  now: Date,
): Promise<'created' | 'duplicate' | 'photos'> {
  const tally = tallyUpdate(db, listing.user_id, tallyDelta(null, tabOf(listing)))!;
  try {
    await sendTransaction(db, [
      {
        Put: {
          TableName: db.tableName,
          Item: listingItem(listing),
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      {
        Put: {
          TableName: db.tableName,
          Item: {
            ...idempotencyKey(listing.user_id, request.idempotencyKey),
            listing_id: listing.id,
            expires_at: Math.floor(now.getTime() / 1000) + IDEMPOTENCY_SECONDS,
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      tally,
      ...consumeUploads(db, listing.user_id, request.uploads),
    ]);
    return 'created';
  } catch (error) {
    if (cancelledOn(error, 1)) return 'duplicate';
    if (cancelledFrom(error, 3)) return 'photos';
    throw error;
  }
}

export type ReplaceOptions = {
  /** Attributes of the stored item outside the listing entity to keep (a moderator's reason). */
  keep?: Record<string, unknown>;
  /** Finished uploads this write attaches: their records are consumed with it. */
  uploads?: readonly string[];
  /**
   * Whose uploads those are: the owner's, unless an admin edits the listing with photos they
   * uploaded themselves (their records are under the admin's id).
   */
  uploader?: string;
  /** Only while the stored listing still has this approval status (a moderator's decision). */
  approval?: Listing['approval_status'];
  /** Further writes that land with this one or not at all (an admin's audit entries). */
  alongside?: readonly TransactItem[];
};

/**
 * Replaces a listing that the caller read as `before` (its `updated_at` is the version), in
 * one transaction with the owner's tally when it moves between tabs, the uploads it attaches
 * and any writes `alongside`. 'stale': the stored listing is no longer that version (changed
 * elsewhere, sold, deleted) or no longer has the expected approval; 'photos': an upload is no
 * longer there. Nothing is written then.
 */
export async function replaceListing(
  db: Db,
  before: Listing,
  after: Listing,
  options: ReplaceOptions = {},
): Promise<'replaced' | 'stale' | 'photos'> {
  const put = {
    Put: {
      TableName: db.tableName,
      Item: { ...options.keep, ...listingItem(after) },
      ConditionExpression:
        'updated_at = :expected AND user_id = :owner' +
        (options.approval ? ' AND approval_status = :approval' : ''),
      ExpressionAttributeValues: {
        ':expected': before.updated_at,
        ':owner': before.user_id,
        ...(options.approval ? { ':approval': options.approval } : {}),
      },
    },
  };
  const tally = tallyUpdate(db, after.user_id, tallyDelta(tabOf(before), tabOf(after)));
  const uploads = consumeUploads(db, options.uploader ?? after.user_id, options.uploads ?? []);
  const others = [...(tally ? [tally] : []), ...uploads];
  const alongside = options.alongside ?? [];
  try {
    if (others.length + alongside.length > 0) {
      await sendTransaction(db, [put, ...others, ...alongside]);
    } else {
      await db.client.send(new PutCommand(put.Put));
    }
    return 'replaced';
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException || cancelledOn(error, 0)) return 'stale';
    // Still meeting another write of the listing: as good as changed since it was read.
    if (conflicted(error)) return 'stale';
    // Only the listing and the uploads carry conditions: the tally and `alongside` never fail one.
    if (cancelledFrom(error, 1)) return 'photos';
    throw error;
  }
}

/** A listing's counters; zero until its first view or enquiry. */
export async function getListingCounters(db: Db, id: string): Promise<ListingCounters> {
  const { Item } = await db.client.send(
    new GetCommand({ TableName: db.tableName, Key: viewsKey(id) }),
  );
  return countersOf(Item);
}

function countersOf(item: Record<string, unknown> | undefined): ListingCounters {
  return { views: Number(item?.views ?? 0), enquiries: Number(item?.enquiries ?? 0) };
}

/** The counters of several listings: BatchGetItem of their small counter items. */
export async function getCountersOf(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, ListingCounters>> {
  const counters = new Map<string, ListingCounters>();
  if (ids.length === 0) return counters;
  const pages = paginatedBatchGet(
    { client: db.client },
    { RequestItems: { [db.tableName]: { Keys: ids.map(viewsKey) } } },
  );
  for await (const page of pages) {
    for (const item of page.Responses?.[db.tableName] ?? []) {
      const id = String(item.PK).slice(listingPk('').length);
      counters.set(id, countersOf(item));
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
        UpdateExpression: 'SET active = :active, sold = :sold',
        ExpressionAttributeValues: { ':active': tally.active, ':sold': tally.sold },
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
  const { Item } = await db.client.send(
    new GetCommand({
      TableName: db.tableName,
      Key: listingKey(id),
      ProjectionExpression: 'rejection_reason',
    }),
  );
  return typeof Item?.rejection_reason === 'string' ? Item.rejection_reason : null;
}
