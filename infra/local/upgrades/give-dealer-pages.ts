import { GetCommand, paginateScan, PutCommand } from '@aws-sdk/lib-dynamodb';
import { syncDealerPage } from '#lambdas/account/dealer/dealer-page';
import type { Db } from '#lambdas/platform/db';
import { profileSchema } from '#shared/profile';
import { PROFILE_SK, USER_PK_PREFIX } from '#shared/table-keys';

/** Marks a table whose trade accounts were given their dealer pages (the local stage's start). */
const MARKER = { PK: 'UPGRADES', SK: 'DEALER_PAGES' };

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
export async function giveDealerPagesOnce(db: Db): Promise<number | undefined> {
  const done = await db.client.send(new GetCommand({ TableName: db.tableName, Key: MARKER }));
  if (done.Item) return undefined;
  const given = await giveDealerPages(db);
  await db.client.send(
    new PutCommand({ TableName: db.tableName, Item: { ...MARKER, at: new Date().toISOString() } }),
  );
  return given;
}
