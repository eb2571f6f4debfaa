import { SAVES_COUNTER } from '#lambdas/listing';
import type { SavedVansDeps } from './deps';
import { deleteSavedVan } from './saved-vans-repo';

/**
 * Takes a van off the buyer's list whatever became of it (a gone van must be removable too);
 * removing one that is not there is no error, so a repeated click or a retry is harmless.
 */
export async function removeSavedVan(
  deps: SavedVansDeps,
  userId: string,
  listingId: string,
): Promise<void> {
  await deleteSavedVan(deps.db, userId, listingId, { attribute: SAVES_COUNTER });
}
