import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Listing } from '#shared/listing';
import { viewsKey } from '#shared/table-keys';
import { batchPutItems } from '../../platform/batch-write';
import type { Db } from '../../platform/db';
import { writtenItem } from './listing-item';

/**
 * Writes the listing item unconditionally (never its view count: an edit leaves the counter
 * alone). For data that is not a user's change: tests' and the local stage's fixtures.
 */
export async function putListing(db: Db, listing: Listing): Promise<void> {
  await db.client.send(new PutCommand({ TableName: db.tableName, Item: writtenItem(listing) }));
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
  ]);
}
