import { paginateScan } from '@aws-sdk/lib-dynamodb';
import { listingFromItem } from '#lambdas/listing/listing-repo';
import { putStockKeys } from '#lambdas/listing/listing-writer';
import type { Db } from '#lambdas/platform/db';
import type { Listing } from '#shared/listing';
import { LISTING_PK_PREFIX, LISTING_SK } from '#shared/table-keys';

/**
 * Gives every listing written before stock tools (decision 071) that has a registration, a
 * stock reference or buyers' reports hiding it its stock keys, so My Listings finds it by its
 * plate and filters it by its state. A Scan of the listings: `npm run data:upgrade` runs it,
 * the local stage's start does not (minutes at 100,000 listings); safe to run again.
 */
export async function giveStockKeys(db: Db): Promise<number> {
  const pages = paginateScan(
    { client: db.client },
    {
      TableName: db.tableName,
      FilterExpression:
        'begins_with(PK, :listing) AND SK = :sk AND (attribute_type(registration, :s) OR attribute_type(stock_reference, :s) OR reports_hidden = :true)',
      ExpressionAttributeValues: {
        ':listing': LISTING_PK_PREFIX,
        ':sk': LISTING_SK,
        ':s': 'S',
        ':true': true,
      },
    },
  );
  let given = 0;
  for await (const page of pages) {
    const listings: Listing[] = (page.Items ?? []).map((item) => listingFromItem(item, 0));
    await putStockKeys(db, listings);
    given += listings.length;
  }
  return given;
}
