import { paginateScan } from '@aws-sdk/lib-dynamodb';
import { syncDealerPage } from '#lambdas/account/dealer/dealer-page';
import type { Db } from '#lambdas/platform/db';
import { profileSchema } from '#shared/profile';
import { PROFILE_SK, USER_PK_PREFIX } from '#shared/table-keys';
import { oncePerTable } from './once-per-table';

/**
 * Gives every trade account written before dealer pages (decision 069) its page: a slug from
 * its name and its directory entry, as its next profile save would. A Scan of the profiles, for
 * an upgrade of a kept table, never on a request path; safe to run again (a slug already held
 * is kept).
 */
export async function giveDealerPages(db: Db): Promise<number> {
  const pages = paginateScan(
    { client: db.client },
    {
      TableName: db.tableName,
      FilterExpression:
        'begins_with(PK, :user) AND SK = :profile AND seller_type = :trade AND attribute_not_exists(dealer_slug)',
      ExpressionAttributeValues: {
        ':user': USER_PK_PREFIX,
        ':profile': PROFILE_SK,
        ':trade': 'trade_dealer',
      },
    },
  );
  let given = 0;
  for await (const page of pages) {
    for (const item of page.Items ?? []) {
      const parsed = profileSchema.safeParse(item);
      if (!parsed.success) continue;
      await syncDealerPage(db, parsed.data);
      given += 1;
    }
  }
  return given;
}

/** giveDealerPages once per table: what the local stage runs on start over kept data. */
export function giveDealerPagesOnce(db: Db): Promise<number | undefined> {
  return oncePerTable(db, 'DEALER_PAGES', giveDealerPages);
}
