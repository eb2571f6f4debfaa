/**
 * Every key of the single table, in one place: item keys (`PK`/`SK`), index keys and the index
 * names. The handlers (lambdas/), the CDK definitions and grants (infra/stack/definitions) and the
 * local stage build and match keys only through this module, so a prefix cannot drift between
 * the code that writes an item and the IAM condition that lets it. Pure: no SDK, no infra.
 * The key design and each access pattern: docs/data-model.md.
 */
import ngeohash from 'ngeohash';
import type { AUDIT_TARGET_KINDS } from './admin/audit';
import { boostEnd, isLive, listingCardSchema, type Listing } from './listing';
import { expiryDueAt } from './listing-expiry';
import { compactPostcode } from './postcode';

/**
 * The global secondary indexes, by what they serve (docs/data-model.md, "Indexes"): the index
 * name and its key attribute names. Code that builds an index key, a key condition or a cursor
 * names the attributes through here, never as string literals, so an index can be renamed in
 * one place (a unit test fails on a `GSI…PK` literal anywhere else).
 */
export const INDEX_KEYS = {
  /** A seller's listings, newest first; a payer's payments; an owner's imports. */
  owner: { name: 'GSI1', pk: 'GSI1PK', sk: 'GSI1SK' },
  /** Listings by approval status (the moderation queue and its count). */
  moderation: { name: 'GSI2', pk: 'GSI2PK', sk: 'GSI2SK' },
  /** Every listing, profile and payment by shard and last write: the admin mirror (docs/admin.md). */
  admin: { name: 'GSI3', pk: 'GSI3PK', sk: 'GSI3SK' },
  /** Live listings by geohash cell (nearby vans). */
  geo: { name: 'GSI4', pk: 'GSI4PK', sk: 'GSI4SK' },
  /**
   * Live, boosted listings by boost expiry (the home page's featured vans). GSI7 on GSI5's key
   * attributes: the same entries with a wider projection (the seller and the price changes,
   * decision 077), filled by DynamoDB from the items' existing keys. `LEGACY_FEATURED_INDEX`
   * (GSI5) stays defined until the deploy after GSI7's, as one update adds or drops one index.
   */
  featured: { name: 'GSI7', pk: 'GSI5PK', sk: 'GSI5SK' },
  /** Live listings by when the expiry run next acts on them: reminder, then end (decision 072). */
  expiry: { name: 'GSI6', pk: 'GSI6PK', sk: 'GSI6SK' },
} as const;
export type IndexKind = keyof typeof INDEX_KEYS;

/** The index names alone, for `IndexName` and the CDK definitions. */
export const INDEX = {
  owner: INDEX_KEYS.owner.name,
  moderation: INDEX_KEYS.moderation.name,
  geo: INDEX_KEYS.geo.name,
  admin: INDEX_KEYS.admin.name,
  featured: INDEX_KEYS.featured.name,
  expiry: INDEX_KEYS.expiry.name,
} as const;

/** An item's two key attributes in one index, e.g. `{ GSI1PK: string; GSI1SK: string }`. */
export type IndexKeyAttributes<K extends IndexKind> = {
  [A in (typeof INDEX_KEYS)[K]['pk'] | (typeof INDEX_KEYS)[K]['sk']]: string;
};

/** The key attributes of an item in one index, built from its partition and sort key values. */
export function indexKeys<K extends IndexKind>(
  kind: K,
  pk: string,
  sk: string,
): IndexKeyAttributes<K> {
  const { pk: pkName, sk: skName } = INDEX_KEYS[kind];
  return { [pkName]: pk, [skName]: sk } as IndexKeyAttributes<K>;
}

/** The attributes a cursor over one index must carry to resume a Query: table keys and index keys. */
export function indexCursorFields<K extends IndexKind>(
  kind: K,
): ['PK', 'SK', (typeof INDEX_KEYS)[K]['pk'], (typeof INDEX_KEYS)[K]['sk']] {
  return ['PK', 'SK', INDEX_KEYS[kind].pk, INDEX_KEYS[kind].sk];
}

/** Where the next page of a Query over one index starts: its last item's table and index keys. */
export function indexStartKey<K extends IndexKind>(
  kind: K,
  item: Record<string, unknown>,
): Key & IndexKeyAttributes<K> {
  const { pk, sk } = INDEX_KEYS[kind];
  return {
    PK: String(item.PK),
    SK: String(item.SK),
    ...indexKeys(kind, String(item[pk]), String(item[sk])),
  };
}

export type Key = { PK: string; SK: string };

// Listings and the items in a listing's partition ------------------------------------------

export const LISTING_PK_PREFIX = 'LISTING#';
export const LISTING_SK = 'LISTING';
/**
 * The view counter's sort key: its own small item beside the listing, so counting a view never
 * rewrites the listing or its index copies. It starts with `LISTING`, so one Query
 * (`begins_with(SK, 'LISTING')`) reads the listing and its count together; the stream projector
 * matches `SK = 'LISTING'` exactly and never sees it (docs/decisions/015-lean-indexes-and-view-counter.md).
 */
export const VIEWS_SK = 'LISTING#VIEWS';
export const ENQUIRY_SK_PREFIX = 'ENQUIRY#';

export const listingPk = (id: string) => `${LISTING_PK_PREFIX}${id}`;
export const listingKey = (id: string): Key => ({ PK: listingPk(id), SK: LISTING_SK });
export const viewsKey = (id: string): Key => ({ PK: listingPk(id), SK: VIEWS_SK });
export const enquiryKey = (listingId: string, createdAt: string, id: string): Key => ({
  PK: listingPk(listingId),
  SK: `${ENQUIRY_SK_PREFIX}${createdAt}#${id}`,
});

/** The listing id of a `LISTING#{id}` partition key; undefined for any other key. */
export function listingIdOf(pk: string | undefined): string | undefined {
  return pk?.startsWith(LISTING_PK_PREFIX) ? pk.slice(LISTING_PK_PREFIX.length) : undefined;
}

/** A listing item's keys (`LISTING#{id}` / `LISTING`); the counter and enquiries are not. */
export function isListingItemKey(pk: string | undefined, sk: string | undefined): boolean {
  return listingIdOf(pk) !== undefined && sk === LISTING_SK;
}

// Listing index keys --------------------------------------------------------------------------

export const OWNER_PK_PREFIX = 'OWNER#';
export const APPROVAL_PK_PREFIX = 'APPROVAL#';
export const GEO_PK_PREFIX = 'GEO#';
export const FEATURED_HOME_PK = 'FEATURED#HOME';
export const FEATURED_SEARCH_PK = 'FEATURED#SEARCH';
export const EXPIRY_PK_PREFIX = 'EXPIRY#';
/**
 * Partitions of the expiry index: a listing's by its id (adminShard), so approvals and renewals
 * spread their index writes; the run reads each with one Query of what is due.
 */
export const EXPIRY_SHARDS = 8;
export const expiryPk = (shard: number) => `${EXPIRY_PK_PREFIX}${shard}`;
/** The expiry index sort key: when the run next acts, then the id (`{due at}#{id}`). */
export const expirySk = (dueAt: string, id: string) => `${dueAt}#${id}`;

export const ownerPk = (userId: string) => `${OWNER_PK_PREFIX}${userId}`;

/** The owner index's sort key prefix of each My Listings tab: active (not sold) and sold. */
export const OWNER_TAB_PREFIX = { active: 'A#', sold: 'S#' } as const;

/**
 * The owner index sort key: the My Listings tab, then newest first within it. Active listings
 * by creation (`A#{created_at}#{id}`), sold ones by the time they changed last, which is when
 * they were sold (`S#{updated_at}#{id}`): each tab is one Query of its own prefix.
 */
export function ownerSk(
  listing: Pick<Listing, 'status' | 'created_at' | 'updated_at' | 'id'>,
): string {
  return listing.status === 'sold'
    ? `${OWNER_TAB_PREFIX.sold}${listing.updated_at}#${listing.id}`
    : `${OWNER_TAB_PREFIX.active}${listing.created_at}#${listing.id}`;
}
export const approvalPk = (status: Listing['approval_status']) => `${APPROVAL_PK_PREFIX}${status}`;
export const approvalSk = (listing: Pick<Listing, 'updated_at' | 'id'>) =>
  `${listing.updated_at}#${listing.id}`;

/** Geohash precision of a geo index partition (cells of about 156 km x 156 km). */
export const GEO_PARTITION_PRECISION = 3;
/** Geohash precision of the geo index sort key (about 5 m): the point itself, for distances. */
export const GEO_POINT_PRECISION = 9;

export const geoPk = (geohash: string) =>
  `${GEO_PK_PREFIX}${geohash.slice(0, GEO_PARTITION_PRECISION)}`;
export const geoSk = (geohash: string, id: string) =>
  `${geohash.slice(0, GEO_POINT_PRECISION)}#${id}`;

/** The point and listing id of a geo index sort key (`{geohash9}#{id}`). */
export function parseGeoSk(sk: string): { latitude: number; longitude: number; id: string } {
  const split = sk.indexOf('#');
  const { latitude, longitude } = ngeohash.decode(sk.slice(0, split));
  return { latitude, longitude, id: sk.slice(split + 1) };
}

/**
 * The table and index keys of a listing item, derived from its fields so they can never
 * drift from the data. Index keys are left out (sparse indexes) when the item does not belong.
 */
export function listingKeys(listing: Listing): Record<string, string> {
  const keys: Record<string, string> = {
    ...listingKey(listing.id),
    ...indexKeys('owner', ownerPk(listing.user_id), ownerSk(listing)),
    // By the last change: the moderation queue takes the longest-waiting first, and an edited
    // listing waits from the time it was sent back, not from when it was first listed.
    ...indexKeys('moderation', approvalPk(listing.approval_status), approvalSk(listing)),
  };
  if (!isLive(listing)) return keys;
  const dueAt = expiryDueAt(listing);
  if (dueAt) {
    Object.assign(
      keys,
      indexKeys(
        'expiry',
        expiryPk(adminShard(listing.id) % EXPIRY_SHARDS),
        expirySk(dueAt, listing.id),
      ),
    );
  }
  if (listing.latitude !== null && listing.longitude !== null) {
    const hash = ngeohash.encode(listing.latitude, listing.longitude, GEO_POINT_PRECISION);
    Object.assign(keys, indexKeys('geo', geoPk(hash), geoSk(hash, listing.id)));
  }
  // Written whatever the expiry: readers ask for boost_expires after now, so an expired boost
  // drops out of the results without any write.
  const homeEnd = boostEnd(listing, 'homepage_featured');
  const searchEnd = boostEnd(listing, 'search_featured');
  if (listing.homepage_featured && homeEnd) {
    Object.assign(keys, indexKeys('featured', FEATURED_HOME_PK, `${homeEnd}#${listing.id}`));
  } else if (listing.search_featured && searchEnd) {
    Object.assign(keys, indexKeys('featured', FEATURED_SEARCH_PK, `${searchEnd}#${listing.id}`));
  }
  return keys;
}

// The admin mirror ----------------------------------------------------------------------------

/**
 * Every listing and every profile carries GSI3 keys: `ADMIN#L#{shard}` or `ADMIN#U#{shard}` /
 * `{written at}#{id}`. The admin screens keep an in-memory mirror of both, loaded by one Query
 * per shard and refreshed by asking each shard what was written since the last read
 * (lambdas/admin/mirror/). The shard spreads writes (a bulk import) over partitions.
 */
export const ADMIN_SHARDS = 8;
export const ADMIN_MIRROR_PK_PREFIX = {
  listings: 'ADMIN#L#',
  users: 'ADMIN#U#',
  payments: 'ADMIN#P#',
} as const;
export type AdminMirrorKind = keyof typeof ADMIN_MIRROR_PK_PREFIX;

/** A stable shard of an id, 0 to ADMIN_SHARDS - 1 (FNV-1a). */
export function adminShard(id: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) {
    hash ^= id.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % ADMIN_SHARDS;
}

export const adminMirrorPk = (kind: AdminMirrorKind, shard: number) =>
  `${ADMIN_MIRROR_PK_PREFIX[kind]}${shard}`;

/** The mirror keys of an item written now: its shard, and the write time first in the sort key. */
export function adminMirrorKeys(
  kind: AdminMirrorKind,
  id: string,
  writtenAt: Date = new Date(),
): IndexKeyAttributes<'admin'> {
  return indexKeys(
    'admin',
    adminMirrorPk(kind, adminShard(id)),
    `${writtenAt.toISOString()}#${id}`,
  );
}

/** The write time and id of a mirror sort key. */
export function parseAdminMirrorSk(sk: string): { writtenAt: string; id: string } {
  const split = sk.indexOf('#');
  return { writtenAt: sk.slice(0, split), id: sk.slice(split + 1) };
}

/**
 * A deleted listing's tombstone (`LISTING#{id}` / `DELETED`): written with the delete, in the
 * same transaction, so the mirrors learn of it; expires after a day.
 */
export const DELETED_SK = 'DELETED';
export const tombstoneKey = (id: string): Key => ({ PK: listingPk(id), SK: DELETED_SK });

/**
 * The listing as a moderator last approved it (`LISTING#{id}` / `APPROVED`): what the
 * moderation queue compares an edited listing with. Not `LISTING…`, so reads of the listing
 * and its counter never read it.
 */
export const APPROVED_SK = 'APPROVED';
export const approvedCopyKey = (id: string): Key => ({ PK: listingPk(id), SK: APPROVED_SK });

/** What the admin mirror carries of a listing (the Admin Listings row) and of a profile. */
export const ADMIN_LISTING_ATTRIBUTES = [
  'id',
  'user_id',
  'title',
  'make',
  'model',
  'year',
  'price',
  'status',
  'approval_status',
  'created_at',
  'updated_at',
  'owner_disabled',
] as const;
export const ADMIN_USER_ATTRIBUTES = [
  'id',
  'email',
  'full_name',
  'phone_number',
  'location',
  'website_url',
  'created_at',
  'role',
  'tag',
  'disabled',
] as const;
/**
 * Carried for the boosts issue (17), so the index need not be replaced when it lands (a
 * projection cannot change in place): a listing's boost state (Admin Boosts) and a payment's
 * row (Admin Payments, the third kind of row the mirror will hold).
 */
export const ADMIN_BOOST_ATTRIBUTES = [
  'search_featured',
  'homepage_featured',
  'boost_expires',
  'search_featured_until',
  'homepage_featured_until',
] as const;
export const ADMIN_PAYMENT_ATTRIBUTES = [
  'id',
  'user_id',
  'listing_id',
  'listing_title',
  'boost_type',
  'amount_pence',
  'status',
  'transaction_id',
  'created_at',
  'paid_at',
] as const;
/** The admin index's projection: every row kind, and the tombstone's flag. */
export const ADMIN_INDEX_ATTRIBUTES = [
  ...new Set([
    ...ADMIN_LISTING_ATTRIBUTES,
    ...ADMIN_USER_ATTRIBUTES,
    ...ADMIN_BOOST_ATTRIBUTES,
    ...ADMIN_PAYMENT_ATTRIBUTES,
    'deleted',
  ]),
] as const;

// Audit trail, settings, figures --------------------------------------------------------------

export type AuditTargetKind = (typeof AUDIT_TARGET_KINDS)[number];
/** An admin action's record, under what it acted on: `AUDIT#{kind}#{id}` / `{at}#{entry id}`. */
export const auditPk = (kind: AuditTargetKind, id: string) => `AUDIT#${kind}#${id}`;
export const auditKey = (kind: AuditTargetKind, id: string, at: string, entryId: string): Key => ({
  PK: auditPk(kind, id),
  SK: `${at}#${entryId}`,
});
/** The site settings' audit partition id (there is one settings item). */
export const SITE_SETTINGS_ID = 'site';
/** What an operator changes without a deploy (contact details, moderation reasons). */
export const SITE_SETTINGS_KEY: Key = { PK: 'SETTINGS', SK: 'SITE' };

/** The admin dashboard's figures, kept by the stream (lambdas/admin/figures/). */
export const FIGURES_PK = 'FIGURES';
export const FIGURES_TOTALS_KEY: Key = { PK: FIGURES_PK, SK: 'TOTALS' };
export const figuresDayKey = (day: string): Key => ({ PK: FIGURES_PK, SK: `DAY#${day}` });
/** A stream batch already counted (its records' sequence numbers, hashed): counted once. */
export const figuresBatchKey = (hash: string): Key => ({ PK: FIGURES_PK, SK: `BATCH#${hash}` });
/** Recent activity (new listings, new users, payments), newest last: `ACTIVITY` / `{at}#{kind}#{id}`. */
export const ACTIVITY_PK = 'ACTIVITY';
export const activityKey = (at: string, kind: string, id: string): Key => ({
  PK: ACTIVITY_PK,
  SK: `${at}#${kind}#${id}`,
});

/** Key attributes of the table and its indexes, dropped when an item is read back as an entity. */
export const KEY_ATTRIBUTE = /^(PK|SK|GSI\d+PK|GSI\d+SK)$/;

// Profiles ------------------------------------------------------------------------------------

export const USER_PK_PREFIX = 'USER#';
export const PROFILE_SK = 'PROFILE';
export const profilePk = (userId: string) => `${USER_PK_PREFIX}${userId}`;
export const profileKey = (userId: string): Key => ({ PK: profilePk(userId), SK: PROFILE_SK });

// Dealer pages (decision 069) ----------------------------------------------------------------

/**
 * A dealer page's slug (`DEALER_SLUG#{slug}` / `SLUG`): which account it names. Claimed with a
 * condition, so two dealers never share one; a renamed dealer's old slug stays, naming them
 * still, so old links redirect to the new one.
 */
export const DEALER_SLUG_PK_PREFIX = 'DEALER_SLUG#';
export const dealerSlugKey = (slug: string): Key => ({
  PK: `${DEALER_SLUG_PK_PREFIX}${slug}`,
  SK: 'SLUG',
});

/**
 * The dealer directory (`DEALERS` / `DEALER#{userId}`): one small item per trade account (slug,
 * name, town, verified, hidden), read whole by one Query for /dealers, the sitemap and the
 * dealer links on result cards, and cached per container (lambdas/dealer/dealer-directory.ts).
 */
export const DEALER_DIRECTORY_PK = 'DEALERS';
export const dealerDirectoryKey = (userId: string): Key => ({
  PK: DEALER_DIRECTORY_PK,
  SK: `DEALER#${userId}`,
});

/**
 * A photo upload's record (`UPLOAD#{userId}` / `{uploadId}`): presigned, then the processor's
 * verdict. A partition prefix of its own, so the photo processor's role may touch these items
 * and nothing else of a user's (profile, tallies) through `dynamodb:LeadingKeys`.
 */
export const UPLOAD_PK_PREFIX = 'UPLOAD#';
export const uploadKey = (userId: string, uploadId: string): Key => ({
  PK: `${UPLOAD_PK_PREFIX}${userId}`,
  SK: uploadId,
});

/** A create request's idempotency key, naming the listing it made (`USER#{id}` / `IDEMPOTENCY#{key}`). */
export const idempotencyKey = (userId: string, key: string): Key => ({
  PK: profilePk(userId),
  SK: `IDEMPOTENCY#${key}`,
});

/** How many listings of a seller each My Listings tab holds (`USER#{id}` / `LISTING_TALLY`). */
export const listingTallyKey = (userId: string): Key => ({
  PK: profilePk(userId),
  SK: 'LISTING_TALLY',
});

/**
 * A seller's stock keys (decision 071), in a partition of their own (`STOCK#{userId}`): the
 * claim of each stock reference (`REF#{key}` -> listing_id), so a reference names one listing
 * of the seller and the feed finds it with one GetItem; and each listing's searchable plate
 * and reference (`L#{id}`), so My Listings searches them without reading every listing.
 */
export const STOCK_PK_PREFIX = 'STOCK#';
export const STOCK_REF_SK_PREFIX = 'REF#';
export const STOCK_ROW_SK_PREFIX = 'L#';
export const stockPk = (userId: string) => `${STOCK_PK_PREFIX}${userId}`;
export const stockRefKey = (userId: string, referenceKey: string): Key => ({
  PK: stockPk(userId),
  SK: `${STOCK_REF_SK_PREFIX}${referenceKey}`,
});
export const stockRowKey = (userId: string, listingId: string): Key => ({
  PK: stockPk(userId),
  SK: `${STOCK_ROW_SK_PREFIX}${listingId}`,
});

/**
 * A van a buyer saved (`USER#{id}` / `SAVED#{listingId}`): the price and time of saving and the
 * title, so /saved can name a van that is gone. One Query of the prefix lists them all
 * (docs/decisions/064-saved-vans.md).
 */
export const SAVED_VAN_SK_PREFIX = 'SAVED#';
export const savedVanKey = (userId: string, listingId: string): Key => ({
  PK: profilePk(userId),
  SK: `${SAVED_VAN_SK_PREFIX}${listingId}`,
});
/** How many vans a buyer has saved (`USER#{id}` / `SAVED_TALLY`): the limit's condition. */
export const savedVansTallyKey = (userId: string): Key => ({
  PK: profilePk(userId),
  SK: 'SAVED_TALLY',
});

// Messages between buyers and sellers (docs/decisions/075-messages.md) -------------------------

/**
 * A conversation (`CONVO#{id}` / `META`: the listing, the two sides, the last message, each
 * side's unread count and when each last read, and a version every write moves on) and its
 * messages in the same partition (`MSG#{sent_at}#{id}`), oldest first in one Query.
 */
export const CONVERSATION_PK_PREFIX = 'CONVO#';
export const MESSAGE_SK_PREFIX = 'MSG#';
export const conversationPk = (id: string) => `${CONVERSATION_PK_PREFIX}${id}`;
export const conversationKey = (id: string): Key => ({ PK: conversationPk(id), SK: 'META' });
export const messageKey = (conversationId: string, sentAt: string, id: string): Key => ({
  PK: conversationPk(conversationId),
  SK: `${MESSAGE_SK_PREFIX}${sentAt}#${id}`,
});
/**
 * A participant's inbox (`INBOX#{userId}`): one row per conversation sorted by its last message
 * (`T#{last_message_at}#{conversationId}`, read newest first, a page in one Query) and the
 * count of every unread message (`UNREAD`, the header's one GetItem). A new message moves the
 * row (delete and put in the send's transaction), so no index is needed.
 */
/**
 * When a side was last e-mailed about new messages in a conversation (`CONVO#{id}` /
 * `NOTIFIED#{role}`): a conditional Put claims each 15-minute window once, however many
 * messages arrive at once.
 */
export const notifiedKey = (conversationId: string, role: string): Key => ({
  PK: conversationPk(conversationId),
  SK: `NOTIFIED#${role}`,
});
export const INBOX_PK_PREFIX = 'INBOX#';
export const INBOX_ROW_SK_PREFIX = 'T#';
export const inboxPk = (userId: string) => `${INBOX_PK_PREFIX}${userId}`;
export const inboxRowKey = (
  userId: string,
  lastMessageAt: string,
  conversationId: string,
): Key => ({
  PK: inboxPk(userId),
  SK: `${INBOX_ROW_SK_PREFIX}${lastMessageAt}#${conversationId}`,
});
export const inboxUnreadKey = (userId: string): Key => ({ PK: inboxPk(userId), SK: 'UNREAD' });
/** A seller's reply counts (`INBOX#{userId}` / `REPLY_STATS`): conversations, first replies by delay. */
export const replyStatsKey = (userId: string): Key => ({ PK: inboxPk(userId), SK: 'REPLY_STATS' });
/**
 * A conversation a signed-out buyer started (`GUEST#{e-mail}` / `C#{conversationId}`): what
 * signing in with that address claims into the account's inbox.
 */
/**
 * A user someone blocked (`INBOX#{userId}` / `BLOCK#{blockedId}`): no messages either way
 * between the two while it exists; read as a pair of keys in one BatchGetItem before a send.
 */
export const blockKey = (userId: string, blockedId: string): Key => ({
  PK: inboxPk(userId),
  SK: `BLOCK#${blockedId}`,
});
export const guestConversationPk = (email: string) => `GUEST#${email.trim().toLowerCase()}`;
export const guestConversationKey = (email: string, conversationId: string): Key => ({
  PK: guestConversationPk(email),
  SK: `C#${conversationId}`,
});

// Payments and boosts (docs/boosts.md) --------------------------------------------------------

/** A boost payment (`PAYMENT#{id}` / `PAYMENT`): addressed by its id from the webhook and admin. */
export const PAYMENT_PK_PREFIX = 'PAYMENT#';
export const PAYMENT_SK = 'PAYMENT';
export const paymentKey = (id: string): Key => ({
  PK: `${PAYMENT_PK_PREFIX}${id}`,
  SK: PAYMENT_SK,
});
/**
 * The receipt numbers' one sequence (`COUNTER#RECEIPT` / `COUNTER`, attribute `last`): moved on
 * in the transaction that makes a payment paid, so every number is used once and none skipped
 * (lambdas/payment/receipt-numbers.ts).
 */
export const RECEIPT_COUNTER_KEY: Key = { PK: 'COUNTER#RECEIPT', SK: 'COUNTER' };
/**
 * A payer's payments in the owner index (GSI1): `PAYER#{userId}` / `{created_at}#{id}`, newest
 * first for Payment History (the entry carries the id and status; the page reads the items).
 */
export const payerPk = (userId: string) => `PAYER#${userId}`;
export const payerSk = (payment: { created_at: string; id: string }) =>
  `${payment.created_at}#${payment.id}`;
/**
 * A payment that boosted a listing, in the listing's partition (`LISTING#{id}` / `BOOST#{paymentId}`):
 * what a listing's delete follows to its payments.
 */
export const BOOST_SK_PREFIX = 'BOOST#';
export const boostRecordKey = (listingId: string, paymentId: string): Key => ({
  PK: listingPk(listingId),
  SK: `${BOOST_SK_PREFIX}${paymentId}`,
});
/** The local stage's stand-in checkout session (`CHECKOUT#{sessionId}` / `SESSION`), a day. */
export const checkoutSessionKey = (sessionId: string): Key => ({
  PK: `CHECKOUT#${sessionId}`,
  SK: 'SESSION',
});

// Stock feeds (decision 074) ------------------------------------------------------------------

/**
 * Every dealer's feed settings in one partition (`STOCK_FEEDS` / `{userId}`): the daily schedule
 * reads them with one Query; there is one item per trade account with a feed at most.
 */
export const STOCK_FEEDS_PK = 'STOCK_FEEDS';
export const stockFeedKey = (userId: string): Key => ({ PK: STOCK_FEEDS_PK, SK: userId });
/** A dealer's feed runs, newest last: `FEED#{userId}` / `RUN#{started_at}#{importId}`. */
export const FEED_PK_PREFIX = 'FEED#';
export const FEED_RUN_SK_PREFIX = 'RUN#';
export const feedRunsPk = (userId: string) => `${FEED_PK_PREFIX}${userId}`;
export const feedRunKey = (userId: string, startedAt: string, importId: string): Key => ({
  PK: feedRunsPk(userId),
  SK: `${FEED_RUN_SK_PREFIX}${startedAt}#${importId}`,
});

// CSV imports (docs/csv-import.md) ------------------------------------------------------------

export const IMPORT_PK_PREFIX = 'IMPORT#';
export const importKey = (id: string): Key => ({ PK: `${IMPORT_PK_PREFIX}${id}`, SK: 'IMPORT' });
/** An owner's imports in the owner index (GSI1): `IMPORTER#{ownerId}` / `{created_at}#{id}`. */
export const importerPk = (ownerId: string) => `IMPORTER#${ownerId}`;
export const importerSk = (item: { created_at: string; id: string }) =>
  `${item.created_at}#${item.id}`;
/** A file an owner imported (its SHA-256), for the duplicate warning: `USER#{id}` / `IMPORTFILE#{sha}`. */
export const importFileKey = (ownerId: string, sha256: string): Key => ({
  PK: profilePk(ownerId),
  SK: `IMPORTFILE#${sha256}`,
});
/** An imported row's listing id: the import and the row, so a retried write is the same item. */
export const importedListingId = (importId: string, row: number) => `${importId}-${row}`;

// Postcodes and geocoding ---------------------------------------------------------------------

export const POSTCODE_PK_PREFIX = 'POSTCODE#';
export const POSTCODE_SK = 'POSTCODE';
/** 'M1 9AB' -> 'POSTCODE#M19AB', 'M1' -> 'POSTCODE#M1'. */
export const postcodePk = (code: string) => `${POSTCODE_PK_PREFIX}${compactPostcode(code)}`;
export const postcodeKey = (code: string): Key => ({ PK: postcodePk(code), SK: POSTCODE_SK });
/** Marks a table whose default postcode data has been loaded (the local stage). */
export const POSTCODE_DEFAULTS_KEY: Key = { PK: 'POSTCODES', SK: 'DEFAULTS_LOADED' };

export const GEOCODE_SK = 'GEOCODE';
export const geocodePk = (postcode: string) => `GEOCODE#${compactPostcode(postcode)}`;
export const geocodeKey = (postcode: string): Key => ({ PK: geocodePk(postcode), SK: GEOCODE_SK });

// Rate limits ---------------------------------------------------------------------------------

/** A client's fixed window: `RATE#{scope}#{client key}` / `{window start, ISO}`. */
export const rateKey = (scope: string, clientKey: string, windowStart: Date): Key => ({
  PK: `RATE#${scope}#${clientKey}`,
  SK: windowStart.toISOString(),
});

// Search log ----------------------------------------------------------------------------------

/** The search change log's one partition (docs/decisions/009-search-projection.md). */
export const SEARCH_LOG_PK = 'SEARCHLOG';

// 13 digits cover epoch milliseconds until the year 2286, so string order is time order.
export const SEARCH_LOG_MS_DIGITS = 13;
const padMs = (ms: number) =>
  String(Math.max(0, Math.floor(ms))).padStart(SEARCH_LOG_MS_DIGITS, '0');

/** Sort key of an entry: write time first (range queries by time), the sequence number to be unique. */
export function logSortKey(at: number, seq: string): string {
  return `${padMs(at)}#${seq}`;
}

/** A query bound: every sort key written at `ms` or later is greater than this. */
export function logCursorKey(ms: number): string {
  return padMs(ms);
}

// Health --------------------------------------------------------------------------------------

/** A key nothing is stored under: reading it proves the table answers data-plane reads. */
export const HEALTH_PROBE_KEY: Key = { PK: 'HEALTH', SK: 'PROBE' };

// Index projections ---------------------------------------------------------------------------

/** The owner index carries what the seller's dashboard counts (lambdas/listing/owner-index.ts). */
export const OWNER_INDEX_ATTRIBUTES = [
  'status',
  'approval_status',
  'search_featured',
  'homepage_featured',
  'boost_expires',
] as const;

/**
 * And what a My Listings row shows (shared/own-listings.ts), so a page of rows is one Query of
 * the index, not a Query and a read of each listing.
 */
export const OWNER_ROW_ATTRIBUTES = [
  ...OWNER_INDEX_ATTRIBUTES,
  'id',
  'title',
  'make',
  'model',
  'year',
  'price',
  'price_includes_vat',
  'image_urls',
  'make_slug',
  'model_slug',
  'location_slug',
  'created_at',
  'updated_at',
] as const;

/**
 * The featured index carries the home page's cards, what says they are live, and (decision 077)
 * the seller (the card's dealer page) and the price changes ('Price reduced').
 */
export const FEATURED_INDEX_ATTRIBUTES = [
  ...Object.keys(listingCardSchema.shape),
  'status',
  'approval_status',
  'user_id',
  'price_changes',
] as const;

/**
 * GSI5, the featured index before decision 077: read by nothing, kept with its projection as
 * it was deployed (a projection cannot change) until a later deploy drops it.
 */
export const LEGACY_FEATURED_INDEX = {
  name: 'GSI5',
  attributes: [...Object.keys(listingCardSchema.shape), 'status', 'approval_status'],
} as const;

// Job leases ----------------------------------------------------------------------------------

/** One run at a time of a job (`JOB#{name}` / `LEASE`): lambdas/platform/job-lease.ts. */
export const jobLeaseKey = (job: string): Key => ({ PK: `JOB#${job}`, SK: 'LEASE' });
/** The sitemap generation's job (lambdas/sitemap/generate-once.ts). */
export const SITEMAPS_JOB = 'sitemaps';
/**
 * How far a job has worked through something, for its next run (`JOB#{name}` / `CURSOR`): the
 * boost sweep's point up to which pending payments were looked at (lambdas/boost/).
 */
export const jobCursorKey = (job: string): Key => ({ PK: `JOB#${job}`, SK: 'CURSOR' });
/** The boost sweep's job (BoostSweep, infra/stack/definitions/schedules.ts). */
export const BOOST_SWEEP_JOB = 'boost-sweep';
/** The listing expiry run's lease: one run at a time (decision 072). */
export const LISTING_EXPIRY_JOB = 'listing-expiry';

// Vehicle lookups (issue 31) -------------------------------------------------------------------

/** A plate's lookup answer, kept a day (TTL) so a seller's retries do not ask the DVLA again. */
export const vehicleLookupKey = (plate: string): Key => ({ PK: `VEHICLE#${plate}`, SK: 'LOOKUP' });

// MOT histories (issue 31 §3) ------------------------------------------------------------------

/**
 * A listing's MOT history, in its partition: `MOT` sorts after `LISTING` and `LISTING#VIEWS` and
 * before nothing else the partition holds (APPROVED, BOOST#, DELETED, ENQUIRY# sort before), so
 * the detail page reads listing, counter and history in one Query, `SK BETWEEN LISTING AND MOT`,
 * while the `begins_with(SK, 'LISTING')` reads of every other path do not pay for it.
 */
export const MOT_SK = 'MOT';
export const motHistoryKey = (id: string): Key => ({ PK: listingPk(id), SK: MOT_SK });
/**
 * The refresh queue of the MotHistoryRefresh job: one entry per listing with a history (or one
 * waiting for its first), sorted by when it was fetched (`{fetched_at}#{id}`), so the stale are a
 * range of one partition. Written with the history, at most a few a second.
 */
export const MOT_DUE_PK = 'MOTDUE';
export const motDueKey = (fetchedAt: string, id: string): Key => ({
  PK: MOT_DUE_PK,
  SK: `${fetchedAt}#${id}`,
});

// Saved searches and alerts (docs/decisions/065-saved-searches-and-alerts.md) -----------------

/** A buyer's saved search, in their partition: `USER#{sub}` / `SEARCH#{id}`. */
export const SAVED_SEARCH_SK_PREFIX = 'SEARCH#';
export const savedSearchKey = (userId: string, id: string): Key => ({
  PK: profilePk(userId),
  SK: `${SAVED_SEARCH_SK_PREFIX}${id}`,
});

/**
 * The matcher's index of active saved searches: one partition per bucket (the make's slug, or
 * `*` for searches without a make), an entry per search (`S#{id}`) and the
 * bucket's version (`VERSION`), bumped by every change of its entries so a matcher keeping the
 * bucket in memory knows with one small read whether its copy is current.
 */
export const ALERT_BUCKET_PK_PREFIX = 'SSBUCKET#';
export const ALERT_BUCKET_ENTRY_PREFIX = 'S#';
export const ALERT_BUCKET_VERSION_SK = 'VERSION';
export const alertBucketPk = (bucket: string) => `${ALERT_BUCKET_PK_PREFIX}${bucket}`;
export const alertBucketEntryKey = (bucket: string, searchId: string): Key => ({
  PK: alertBucketPk(bucket),
  SK: `${ALERT_BUCKET_ENTRY_PREFIX}${searchId}`,
});
export const alertBucketVersionKey = (bucket: string): Key => ({
  PK: alertBucketPk(bucket),
  SK: ALERT_BUCKET_VERSION_SK,
});

/** That a listing was alerted to a search once (`new`, or a price drop to a price): no repeat. */
export const ALERTED_PK_PREFIX = 'SSALERTED#';
export const alertedKey = (searchId: string, listingId: string, kind: string): Key => ({
  PK: `${ALERTED_PK_PREFIX}${searchId}`,
  SK: `${listingId}#${kind}`,
});

/** Alerts waiting for their digest, a partition per frequency, sorted by search. */
export const PENDING_ALERTS_PK_PREFIX = 'SSPENDING#';
export const pendingAlertsPk = (frequency: string) => `${PENDING_ALERTS_PK_PREFIX}${frequency}`;
export const pendingAlertKey = (
  frequency: string,
  searchId: string,
  listingId: string,
  kind: string,
): Key => ({ PK: pendingAlertsPk(frequency), SK: `${searchId}#${listingId}#${kind}` });

/** A digest claimed (then sent) for a search and a period: never sent twice. */
export const DIGEST_PK_PREFIX = 'SSDIGEST#';
export const digestKey = (searchId: string, period: string): Key => ({
  PK: `${DIGEST_PK_PREFIX}${searchId}`,
  SK: period,
});

// Buyers' reports of a listing (issue 32 §5, decision 067) -------------------------------------

/**
 * A listing's reports, in a partition of their own (`REPORTS#{listingId}`), so no read of the
 * listing's partition pays for them: the summary (`SUMMARY`: the open count, the round, the
 * newest report's time) and one item per client and round (`REPORT#{round}#{client key}`), so
 * a client reporting the same listing again in one round counts once. A dismissal or take-down
 * starts the next round in one write, whatever the number of reports.
 */
export const REPORTS_PK_PREFIX = 'REPORTS#';
export const REPORT_SUMMARY_SK = 'SUMMARY';
export const reportsPk = (listingId: string) => `${REPORTS_PK_PREFIX}${listingId}`;
export const reportSummaryKey = (listingId: string): Key => ({
  PK: reportsPk(listingId),
  SK: REPORT_SUMMARY_SK,
});
export const reportRoundPrefix = (round: number) => `REPORT#${String(round).padStart(6, '0')}#`;
export const reportKey = (listingId: string, round: number, client: string): Key => ({
  PK: reportsPk(listingId),
  SK: `${reportRoundPrefix(round)}${client}`,
});
/**
 * The admin queue of reported listings: a summary with open reports carries moderation index
 * keys (GSI2) `REPORTS#OPEN` / `{newest report at}#{listingId}`, read newest first; closing the
 * round removes them.
 */
export const OPEN_REPORTS_PK = 'REPORTS#OPEN';
export const openReportsSk = (latestAt: string, listingId: string) => `${latestAt}#${listingId}`;

// Performance over time (issue 33 §5, docs/decisions/073-performance-over-time.md) ---------------

/**
 * A listing's and a seller's daily figures, each in a partition of its own so that no read of
 * the listing's or the profile's partition pays for 90 of them, and so that a counter's grant can
 * be limited to this prefix: `STATS#L#{listingId}` and `STATS#S#{sellerId}`, sort key
 * `DAY#{YYYY-MM-DD}` (the UK day). Each window is one Query of `BETWEEN DAY#{from} AND DAY#{to}`.
 */
export const STATS_PK_PREFIX = 'STATS#';
export const STATS_DAY_SK_PREFIX = 'DAY#';
export const listingStatsPk = (listingId: string) => `${STATS_PK_PREFIX}L#${listingId}`;
export const sellerStatsPk = (sellerId: string) => `${STATS_PK_PREFIX}S#${sellerId}`;
export const statsDaySk = (day: string) => `${STATS_DAY_SK_PREFIX}${day}`;
