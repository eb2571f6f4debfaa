import { assertAccountEnabled } from '../admin/users/account-enabled';
import { updateOwnListingRoute } from '../../shared/api/routes/update-own-listing';
import { ownListingDeps } from '../data/own-listing-stage';
import { updateOwnListing } from '../domain/own-listings/save-own-listing';
import { createHttpHandler } from '../http/create-handler';
import { enforceRateLimit, RATE_LIMITS } from '../http/rate-limit';

/** PUT /api/me/listings/{id}: the seller's edit, back to moderation; 409 if changed elsewhere. */
export const handler = createHttpHandler(
  updateOwnListingRoute,
  async ({ auth, path, body, event, log }) => {
    const deps = ownListingDeps(log);
    await enforceRateLimit(deps.db, event, RATE_LIMITS.listingWrite, new Date(), auth.userId);
    await assertAccountEnabled(deps.db, auth.userId);
    return { body: await updateOwnListing(deps, auth.userId, path.id, body) };
  },
);
