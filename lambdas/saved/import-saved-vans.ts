import { listingTitle } from '#shared/format';
import { isLive } from '#shared/listing';
import {
  mergeSavedVans,
  SAVED_VANS_LIMIT,
  type BrowserSavedVan,
  type ImportSavedVansResponse,
} from '#shared/saved-vans';
import { getListings, SAVES_COUNTER } from '#lambdas/listing';
import { nowOf, type SavedVansDeps } from './deps';
import { putSavedVan, querySavedVans } from './saved-vans-repo';

/** Saves sent at once: enough to move a long list quickly, few enough not to throttle the table. */
const CONCURRENT_SAVES = 8;

/**
 * The sign-in merge (mergeSavedVans): the browser's vans the account lacks, newest first, as
 * many as the account has room for, each saved as the heart saves it (at the price and time
 * the browser kept, since that is when the buyer saved it; a time in the future is taken as
 * now). Vans no longer for sale are not saved. Each save is its own transaction, so a retry
 * after a failure adds only what is still missing.
 */
export async function importSavedVans(
  deps: SavedVansDeps,
  userId: string,
  vans: readonly BrowserSavedVan[],
): Promise<ImportSavedVansResponse> {
  const now = nowOf(deps).toISOString();
  const account = new Set((await querySavedVans(deps.db, userId)).map((entry) => entry.id));
  const plan = mergeSavedVans(account, vans, SAVED_VANS_LIMIT);
  const listings = new Map(
    (
      await getListings(
        deps.db,
        plan.add.map((van) => van.id),
      )
    ).map((l) => [l.id, l]),
  );
  const result: ImportSavedVansResponse = {
    added: 0,
    already_saved: plan.alreadySaved,
    unavailable: 0,
    over_limit: plan.overLimit,
  };
  const queue = [...plan.add];
  async function worker() {
    for (let van = queue.shift(); van; van = queue.shift()) {
      const listing = listings.get(van.id);
      if (!listing || !isLive(listing)) {
        result.unavailable += 1;
        continue;
      }
      const entry = {
        id: van.id,
        title: listingTitle(listing),
        price_at_save: van.price,
        saved_at: van.saved_at > now ? now : van.saved_at,
      };
      const outcome = await putSavedVan(deps.db, userId, entry, SAVED_VANS_LIMIT, {
        attribute: SAVES_COUNTER,
      });
      if (outcome === 'added') result.added += 1;
      else if (outcome === 'already_saved') result.already_saved += 1;
      else if (outcome === 'full') result.over_limit += 1;
      else result.unavailable += 1;
    }
  }
  await Promise.all(Array.from({ length: CONCURRENT_SAVES }, worker));
  return result;
}
