import {
  adminListingFieldsSchema,
  MODERATION_PAGE_SIZE,
  type ModerationItem,
  type ModerationQueuePage,
} from '#shared/admin/listings';
import { listingSchema } from '#shared/listing';
import {
  approvalPk,
  LISTING_SK,
  listingPk,
  INDEX_KEYS,
  indexCursorFields,
} from '#shared/table-keys';
import { getListingItems, getOwnerRows, withApprovedCopy } from '../moderation-repo';
import type { Db } from '../../platform/db';
import { getFigureTotals } from '#lambdas/admin';
import { mileageFlagsOf } from '#lambdas/vehicle';
import { queryPending, type PendingKey } from '../moderation-queue-repo';
import { decodeIndexCursor, encodeIndexCursor } from '../../platform/index-cursor';
import { toAdminListingRow } from './admin-listing-row';

/** A page is filled from at most this many index reads when entries drop out (sold, decided). */
const MAX_READS = 5;

/** What a queue item shows of a listing: its row, and what picks the photo and the owner. */
const queueListingSchema = adminListingFieldsSchema.extend(
  listingSchema.pick({
    user_id: true,
    image_urls: true,
    owner_disabled: true,
    mileage: true,
    registration: true,
  }).shape,
);
type QueueListing = ReturnType<typeof queueListingSchema.parse>;

/** The index key a cursor stands for, only if it is a key of the pending queue. */
export function decodeQueueCursor(cursor: string): PendingKey {
  return decodeIndexCursor(cursor, indexCursorFields('moderation'), (fields) => {
    const sortKey = fields[INDEX_KEYS.moderation.sk];
    return (
      fields[INDEX_KEYS.moderation.pk] === approvalPk('pending') &&
      typeof sortKey === 'string' &&
      // `{updated_at}#{id}` names listing `id`.
      /^[^#]+#[A-Za-z0-9_-]{1,64}$/.test(sortKey) &&
      fields.PK === listingPk(sortKey.slice(sortKey.indexOf('#') + 1)) &&
      fields.SK === LISTING_SK
    );
  }) as PendingKey;
}

/**
 * A page of the moderation queue, longest waiting first: the moderation index's keys, then the
 * listings themselves (one BatchGet), whether each was approved before (a resubmission: the
 * review is of its changes), their owners, and how many wait in all. A listing the index still
 * shows but that was decided, sold or deleted meanwhile is left out.
 *
 * How many wait is the admin figures' pending total (one GetItem; the stream keeps it, so it
 * follows a change within the stream's delay): counting the index on every view read every
 * pending key (p95 933 ms with 3,990 waiting) and counted sold ones the queue leaves out.
 */
export async function moderationQueue(
  db: Db,
  query: { cursor?: string | undefined },
): Promise<ModerationQueuePage> {
  const start = query.cursor ? decodeQueueCursor(query.cursor) : undefined;
  const [totals, page] = await Promise.all([getFigureTotals(db), pendingListings(db, start)]);
  const [owners, mileageFlags] = await Promise.all([
    getOwnerRows(
      db,
      page.listings.map((listing) => listing.user_id),
    ),
    mileageFlagsOf(db, page.listings),
  ]);
  const items: ModerationItem[] = page.listings.map((listing) => ({
    ...toAdminListingRow(listing, owners.get(listing.user_id)),
    image_url: listing.image_urls[0] ?? null,
    resubmitted: page.resubmitted.has(listing.id),
    mileage_flag: mileageFlags.get(listing.id) ?? null,
  }));
  return {
    items,
    pending: totals.pending,
    next_cursor: page.lastKey ? encodeIndexCursor(page.lastKey) : null,
  };
}

/** Up to a page of listings still waiting, from the index key `start` on. */
async function pendingListings(db: Db, start: PendingKey | undefined) {
  const listings: QueueListing[] = [];
  const resubmitted = new Set<string>();
  let lastKey = start;
  for (let read = 0; read < MAX_READS && listings.length < MODERATION_PAGE_SIZE; read++) {
    const page = await queryPending(db, MODERATION_PAGE_SIZE - listings.length, lastKey);
    const [items, approvedBefore] = await Promise.all([
      getListingItems(db, page.ids),
      withApprovedCopy(db, page.ids),
    ]);
    for (const id of page.ids) {
      const parsed = queueListingSchema.safeParse(items.get(id));
      if (!parsed.success) continue;
      if (parsed.data.approval_status !== 'pending' || parsed.data.status === 'sold') continue;
      listings.push(parsed.data);
      if (approvedBefore.has(id)) resubmitted.add(id);
    }
    lastKey = page.lastKey;
    if (!lastKey) break;
  }
  return { listings, resubmitted, lastKey };
}
