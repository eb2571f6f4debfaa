import { paginatedBatchGet } from '@aws-sdk/lib-dynamodb';
import type { Listing } from '#shared/listing';
import { mileageFlag, type MileageFlag } from '#shared/vehicle/mot-advert';
import { motHistoryKey } from '#shared/table-keys';
import type { Db } from '../platform/db';
import { getStoredMotHistory, historyForPlate, storedMotHistorySchema } from './mot-history-repo';

type Judged = Pick<Listing, 'id' | 'mileage' | 'registration'>;

/**
 * The moderation queue's flags: each listing's advertised mileage against its stored MOT
 * history (one BatchGetItem of the page's history items), judged now, so an edited mileage is
 * judged again at once. Only the listings flagged are in the map.
 */
export async function mileageFlagsOf(
  db: Db,
  listings: readonly Judged[],
): Promise<Map<string, MileageFlag>> {
  const flags = new Map<string, MileageFlag>();
  const withPlate = listings.filter((listing) => listing.registration);
  if (withPlate.length === 0) return flags;
  const byId = new Map(withPlate.map((listing) => [listing.id, listing]));
  for (let start = 0; start < withPlate.length; start += 100) {
    const keys = withPlate.slice(start, start + 100).map((listing) => motHistoryKey(listing.id));
    const pages = paginatedBatchGet(
      { client: db.client },
      { RequestItems: { [db.tableName]: { Keys: keys } } },
    );
    for await (const page of pages) {
      for (const item of page.Responses?.[db.tableName] ?? []) {
        const stored = storedMotHistorySchema.safeParse(item);
        const listing = stored.success ? byId.get(stored.data.listing_id) : undefined;
        if (!stored.success || !listing) continue;
        const flag = mileageFlag(
          historyForPlate(stored.data, listing.registration),
          listing.mileage,
        );
        if (flag) flags.set(listing.id, flag);
      }
    }
  }
  return flags;
}

/** One listing's flag, for its admin page. */
export async function mileageFlagOf(db: Db, listing: Judged): Promise<MileageFlag | null> {
  if (!listing.registration) return null;
  const stored = await getStoredMotHistory(db, listing.id);
  return mileageFlag(historyForPlate(stored, listing.registration), listing.mileage);
}
