import { paginatedBatchGet } from '@aws-sdk/lib-dynamodb';
import { getSiteSettings, readMirrorShards } from '#lambdas/admin';
import { getListingForChange } from '#lambdas/listing/listing-state-repo';
import { replaceListing } from '#lambdas/listing/listing-writer';
import type { Db } from '#lambdas/platform/db';
import { upgradedLiveUntil } from '#shared/listing-expiry';
import { INDEX_KEYS, listingKey, parseAdminMirrorSk } from '#shared/table-keys';
import { BoundedRunner } from '../concurrency';
import { oncePerTable } from './once-per-table';

/**
 * The ids of approved, unsold listings, from the admin index's listing shards (every listing
 * carries their keys, with its status and approval: stampAdminKeys gives them to older data
 * first). Never a Scan of the table, whose counters and histories a kept 100,000-listing stage
 * holds by the gigabyte.
 */
async function approvedListingIds(db: Db): Promise<string[]> {
  const ids = (await readMirrorShards(db, 'listings'))
    .filter(
      (item) =>
        item.deleted !== true && item.approval_status === 'approved' && item.status !== 'sold',
    )
    .map((item) => parseAdminMirrorSk(String(item[INDEX_KEYS.admin.sk])).id);
  return [...new Set(ids)];
}

/** Of these listings, those without an end: their items read 100 a call, two attributes each. */
async function withoutEnd(db: Db, ids: readonly string[]): Promise<string[]> {
  const missing: string[] = [];
  for (let start = 0; start < ids.length; start += 100) {
    const pages = paginatedBatchGet(
      { client: db.client },
      {
        RequestItems: {
          [db.tableName]: {
            Keys: ids.slice(start, start + 100).map(listingKey),
            ProjectionExpression: 'id, live_until',
          },
        },
      },
    );
    for await (const page of pages) {
      for (const item of page.Responses?.[db.tableName] ?? []) {
        if (typeof item.live_until !== 'string') missing.push(String(item.id));
      }
    }
  }
  return missing;
}

/**
 * Gives every approved, unsold listing written before expiry (decision 072) the end of its
 * advert (`upgradedLiveUntil`: spread, never at once), through the listing writer so that its
 * expiry index keys and My Listings' copies follow; nothing else changes (not even its
 * version). For an upgrade of a kept table, never on a request path; safe to run again (a
 * listing with an end is left alone).
 */
export async function giveListingEnds(db: Db, now: Date = new Date()): Promise<number> {
  const { listing_live_days: days } = await getSiteSettings(db);
  const ids = await withoutEnd(db, await approvedListingIds(db));
  let given = 0;
  const runner = new BoundedRunner(8);
  for (const id of ids)
    await runner.submit(async () => {
      const found = await getListingForChange(db, id);
      if (!found || found.listing.live_until) return;
      const after = { ...found.listing, live_until: upgradedLiveUntil(found.listing, now, days) };
      // A listing changed since it was read keeps that change; the next run gives it its end.
      if ((await replaceListing(db, found.listing, after, { keep: found.extra })) === 'replaced') {
        given += 1;
      }
    });
  await runner.drain();
  return given;
}

/** giveListingEnds once per table: what the local stage runs on start over kept data. */
export function giveListingEndsOnce(db: Db): Promise<number | undefined> {
  return oncePerTable(db, 'LISTING_ENDS', (table) => giveListingEnds(table));
}
