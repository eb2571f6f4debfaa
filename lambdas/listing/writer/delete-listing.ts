import type { Listing } from '#shared/listing';
import {
  adminMirrorKeys,
  approvedCopyKey,
  motHistoryKey,
  tombstoneKey,
  viewsKey,
} from '#shared/table-keys';
import type { Db } from '../../platform/db';
import { tabOf } from '../listing-state-repo';
import { cancelledOn, sendTransaction, type TransactItem } from '../../platform/transactions';
import { writtenKey } from './listing-item';
import { tallyDelta, tallyUpdate } from './listing-tally';
import { stockKeyWrites } from './stock-keys';

/** A tombstone outlives every admin mirror's reload window (an hour) many times over. */
export const TOMBSTONE_SECONDS = 24 * 3600;

/**
 * Deletes a listing read as `listing` (its version), its counter, its approved copy, its stored
 * MOT history (the plate's record goes with the advert; its refresh entry is dropped at the
 * entry's next turn) and its place in the owner's tally, and leaves a tombstone in the admin index for the mirrors, with
 * the writes `alongside` (the audit entries), in one transaction. 'stale': the listing is gone
 * or changed since it was read; nothing is written then.
 */
export async function deleteListingItems(
  db: Db,
  listing: Listing,
  at: Date,
  alongside: readonly TransactItem[],
): Promise<'deleted' | 'stale'> {
  const tally = tallyUpdate(db, listing.user_id, tallyDelta(tabOf(listing), null), at);
  // Its stock reference is free again, and its searchable keys go (decision 071).
  const stock = stockKeyWrites(db, listing, null).others;
  try {
    await sendTransaction(db, [
      {
        Delete: {
          TableName: db.tableName,
          Key: writtenKey(listing.id),
          ConditionExpression: 'attribute_exists(PK) AND updated_at = :expected',
          ExpressionAttributeValues: { ':expected': listing.updated_at },
        },
      },
      { Delete: { TableName: db.tableName, Key: viewsKey(listing.id) } },
      { Delete: { TableName: db.tableName, Key: approvedCopyKey(listing.id) } },
      { Delete: { TableName: db.tableName, Key: motHistoryKey(listing.id) } },
      tally,
      ...stock,
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
    if (cancelledOn(error, 0)) return 'stale';
    throw error;
  }
}
