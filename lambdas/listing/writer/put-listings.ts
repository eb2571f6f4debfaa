import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { stockTouch } from './listing-tally';
import type { Listing } from '#shared/listing';
import { viewsKey } from '#shared/table-keys';
import { batchPutItems } from '../../platform/batch-write';
import type { Db } from '../../platform/db';
import { writtenItem } from './listing-item';
import { stockKeyWrites } from './stock-keys';

/**
 * Writes the listing item unconditionally (never its view count: an edit leaves the counter
 * alone). For data that is not a user's change: tests' and the local stage's fixtures.
 */
export async function putListing(db: Db, listing: Listing): Promise<void> {
  await db.client.send(new PutCommand({ TableName: db.tableName, Item: writtenItem(listing) }));
  await batchPutItems(db, stockKeyItems(db, [listing]));
  await db.client.send(new UpdateCommand(stockTouch(db, listing.user_id).Update!));
}

/**
 * Writes listings 25 items a call, retrying what DynamoDB leaves unprocessed, with the view
 * counter of each listing that has views or an end date (the demo data). The owners' tallies are the
 * caller's to set whole (setListingTallies), as it knows every listing of theirs.
 */
export async function putListingsBatch(db: Db, listings: Listing[]): Promise<void> {
  await batchPutItems(db, [
    ...listings.map((listing) => writtenItem(listing)),
    ...listings
      .filter((l) => l.views > 0 || l.live_until)
      .map((l) => ({
        ...viewsKey(l.id),
        views: l.views,
        // The copies My Listings reads (lambdas/listing/listing-state-repo.ts, decision 072).
        ...(l.live_until ? { live_until: l.live_until } : {}),
        ...(l.expired === true ? { expired: true } : {}),
      })),
    ...stockKeyItems(db, listings),
  ]);
}

/**
 * Writes the stock keys of listings written before them (an upgrade of kept data, decision
 * 071): unconditional, as a fixture's.
 */
export async function putStockKeys(db: Db, listings: readonly Listing[]): Promise<void> {
  await batchPutItems(db, stockKeyItems(db, listings));
}

/**
 * The stock keys' items of listings written whole (decision 071): each reference's claim and
 * each plate and reference's searchable copy. Unconditional: fixtures name their references once.
 */
function stockKeyItems(db: Db, listings: readonly Listing[]): Record<string, unknown>[] {
  return listings.flatMap((listing) => {
    const { claim, others } = stockKeyWrites(db, null, listing);
    return [claim, ...others].flatMap((write) => (write?.Put ? [write.Put.Item!] : []));
  });
}
