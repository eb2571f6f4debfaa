import { paginateScan } from '@aws-sdk/lib-dynamodb';
import { getSiteSettings } from '#lambdas/admin';
import { getListingForChange } from '#lambdas/listing/listing-state-repo';
import { replaceListing } from '#lambdas/listing/listing-writer';
import type { Db } from '#lambdas/platform/db';
import { upgradedLiveUntil } from '#shared/listing-expiry';
import { LISTING_PK_PREFIX, LISTING_SK } from '#shared/table-keys';
import { BoundedRunner } from '../concurrency';
import { oncePerTable } from './once-per-table';

/**
 * Gives every approved, unsold listing written before expiry (decision 072) the end of its
 * advert (`upgradedLiveUntil`: spread, never at once), through the listing writer so that its
 * expiry index keys and My Listings' copies follow. A Scan, for an upgrade of a kept table,
 * never on a request path; safe to run again (a listing with an end is left alone).
 */
export async function giveListingEnds(db: Db, now: Date = new Date()): Promise<number> {
  const { listing_live_days: days } = await getSiteSettings(db);
  const pages = paginateScan(
    { client: db.client },
    {
      TableName: db.tableName,
      FilterExpression:
        'begins_with(PK, :listing) AND SK = :sk AND approval_status = :approved AND #status <> :sold AND attribute_not_exists(live_until)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':listing': LISTING_PK_PREFIX,
        ':sk': LISTING_SK,
        ':approved': 'approved',
        ':sold': 'sold',
      },
      ProjectionExpression: 'id',
    },
  );
  let given = 0;
  const runner = new BoundedRunner(8);
  for await (const page of pages) {
    for (const item of page.Items ?? [])
      await runner.submit(async () => {
        const found = await getListingForChange(db, String(item.id));
        if (!found || found.listing.live_until) return;
        const after = { ...found.listing, live_until: upgradedLiveUntil(found.listing, now, days) };
        // A listing changed since the Scan keeps that change; the next run gives it its end.
        if (
          (await replaceListing(db, found.listing, after, { keep: found.extra })) === 'replaced'
        ) {
          given += 1;
        }
      });
  }
  await runner.drain();
  return given;
}

/** giveListingEnds once per table: what the local stage runs on start over kept data. */
export function giveListingEndsOnce(db: Db): Promise<number | undefined> {
  return oncePerTable(db, 'LISTING_ENDS', (table) => giveListingEnds(table));
}
