import { paginatedBatchGet } from '@aws-sdk/lib-dynamodb';
import { readMirrorShards } from '#lambdas/admin';
import { syncDealerPage } from '#lambdas/account/dealer/dealer-page';
import type { Db } from '#lambdas/platform/db';
import { profileSchema } from '#shared/profile';
import { INDEX_KEYS, parseAdminMirrorSk, profileKey } from '#shared/table-keys';
import { oncePerTable } from './once-per-table';

/** Every account's id, from the admin index's user shards (no profile is read). */
async function accountIds(db: Db): Promise<string[]> {
  return (await readMirrorShards(db, 'users')).map(
    (item) => parseAdminMirrorSk(String(item[INDEX_KEYS.admin.sk])).id,
  );
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
export function giveDealerPagesOnce(db: Db): Promise<number | undefined> {
  return oncePerTable(db, 'DEALER_PAGES', (table) => giveDealerPages(table));
}
