import type { Listing } from '#shared/listing';
import { idempotencyKey } from '#shared/table-keys';
import type { Db } from '../../platform/db';
import { tabOf } from '../listing-state-repo';
import { cancelledFrom, cancelledOn, sendTransaction } from '../../platform/transactions';
import { consumeUploads } from './consume-uploads';
import { writtenItem } from './listing-item';
import { tallyDelta, tallyUpdate } from './listing-tally';
import { stockKeyWrites } from './stock-keys';

/** How long a create's idempotency key is remembered: far longer than any retry. */
const IDEMPOTENCY_SECONDS = 24 * 3600;

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
): Promise<'created' | 'duplicate' | 'photos' | 'stock_reference'> {
  const tally = tallyUpdate(db, listing.user_id, tallyDelta(null, tabOf(listing)), now);
  const uploads = consumeUploads(db, listing.user_id, request.uploads);
  const stock = stockKeyWrites(db, null, listing);
  const claimAt = 3 + uploads.length;
  try {
    await sendTransaction(db, [
      {
        Put: {
          TableName: db.tableName,
          Item: writtenItem(listing),
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
      ...uploads,
      ...(stock.claim ? [stock.claim] : []),
      ...stock.others,
    ]);
    return 'created';
  } catch (error) {
    if (cancelledOn(error, 1)) return 'duplicate';
    if (stock.claim && cancelledOn(error, claimAt)) return 'stock_reference';
    if (cancelledFrom(error, 3)) return 'photos';
    throw error;
  }
}
