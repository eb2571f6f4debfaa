import { listingTitle } from '#shared/format';
import { isLive } from '#shared/listing';
import { SAVED_VANS_LIMIT, SAVED_VANS_MESSAGES, type SaveVanResponse } from '#shared/saved-vans';
import { getListing, SAVES_COUNTER } from '#lambdas/listing';
import { ConflictError, NotFoundError, RuleViolationError } from '../platform/errors';
import { nowOf, type SavedVansDeps } from './deps';
import { putSavedVan, querySavedVans } from './saved-vans-repo';

/** The code of the 422 for a full list, which the browser shows as it is. */
export const SAVED_VANS_FULL_CODE = 'saved_vans_full';

/**
 * Saves a live van at today's price. Saving one already saved changes nothing and answers the
 * entry as first saved; an unknown van is a 404, one no longer for sale a 409, and a full list
 * a 422 that says the limit.
 */
export async function saveVan(
  deps: SavedVansDeps,
  userId: string,
  listingId: string,
): Promise<SaveVanResponse> {
  const listing = await getListing(deps.db, listingId);
  if (!listing || listing.approval_status !== 'approved') {
    throw new NotFoundError(SAVED_VANS_MESSAGES.notFound);
  }
  if (!isLive(listing)) {
    throw new ConflictError(SAVED_VANS_MESSAGES.unavailable, 'listing_unavailable');
  }
  const entry = {
    id: listing.id,
    title: listingTitle(listing),
    price_at_save: listing.price,
    saved_at: nowOf(deps).toISOString(),
  };
  const outcome = await putSavedVan(deps.db, userId, entry, SAVED_VANS_LIMIT, {
    attribute: SAVES_COUNTER,
  });
  switch (outcome) {
    case 'added':
      await deps.counted?.([{ metric: 'saves', listingId: listing.id, sellerId: listing.user_id }]);
      return { ...entry, added: true };
    case 'already_saved': {
      const kept = (await querySavedVans(deps.db, userId)).find((van) => van.id === listingId);
      return { ...(kept ?? entry), added: false };
    }
    case 'full':
      throw new RuleViolationError(SAVED_VANS_MESSAGES.full, undefined, SAVED_VANS_FULL_CODE);
    case 'unavailable':
      throw new ConflictError(SAVED_VANS_MESSAGES.unavailable, 'listing_unavailable');
  }
}
