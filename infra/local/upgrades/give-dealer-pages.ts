import { GetCommand, paginatedBatchGet, paginateQuery, PutCommand } from '@aws-sdk/lib-dynamodb';
import { syncDealerPage } from '#lambdas/account/dealer/dealer-page';
import type { Db } from '#lambdas/platform/db';
import { profileSchema } from '#shared/profile';
import {
  ADMIN_SHARDS,
  adminMirrorPk,
  INDEX,
  INDEX_KEYS,
  parseAdminMirrorSk,
  profileKey,
} from '#shared/table-keys';

/** Marks a table whose trade accounts were given their dealer pages (the local stage's start). */
const MARKER = { PK: 'UPGRADES', SK: 'DEALER_PAGES' };

/** Every account's id, from the admin index's user shards (its keys only: no profile is read). */
async function accountIds(db: Db): Promise<string[]> {
  const ids: string[] = [];
  for (let shard = 0; shard < ADMIN_SHARDS; shard++) {
    const pages = paginateQuery(
      { client: db.client },
      {
        TableName: db.tableName,
        IndexName: INDEX.admin,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': INDEX_KEYS.admin.pk, '#sk': INDEX_KEYS.admin.sk },
        ExpressionAttributeValues: { ':pk': adminMirrorPk('users', shard) },
        ProjectionExpression: '#sk',
      },
    );
    for await (const page of pages) {
      for (const item of page.Items ?? []) {
        ids.push(parseAdminMirrorSk(String(item[INDEX_KEYS.admin.sk])).id);
      }
    }
  }
  return ids;
}

/**
 * Gives every trade account written before dealer pages (decision 069) its page: a slug from
 * its name and its directory entry, as its next profile save would. The accounts come from the
 * admin index's user shards (every profile carries their keys: stampAdminKeys gives them to
 * older data first) and their profiles are read 100 a call: never a Scan of the table, whose
 * listings, counters and histories a kept 100,000-listing stage holds by the gigabyte. For an
 * upgrade of a kept table, never on a request path; safe to run again (a slug already held is
 * kept).
 */
export async function giveDealerPages(db: Db): Promise<number> {
  const ids = [...new Set(await accountIds(db))];
  let given = 0;
  for (let start = 0; start < ids.length; start += 100) {
    const pages = paginatedBatchGet(
      { client: db.client },
      {
        RequestItems: {
          [db.tableName]: { Keys: ids.slice(start, start + 100).map(profileKey) },
        },
      },
    );
    for await (const page of pages) {
      for (const item of page.Responses?.[db.tableName] ?? []) {
        const parsed = profileSchema.safeParse(item);
        if (!parsed.success) continue;
        if (parsed.data.seller_type !== 'trade_dealer' || parsed.data.dealer_slug) continue;
        await syncDealerPage(db, parsed.data);
        given += 1;
      }
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
