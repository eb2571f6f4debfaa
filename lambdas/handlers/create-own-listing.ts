import { assertAccountEnabled } from '../admin/users/account-enabled';
import { createOwnListingRoute } from '../../shared/api/routes/create-own-listing';
import { ownListingDeps } from '../data/own-listing-stage';
import { createOwnListing } from '../domain/own-listings/save-own-listing';
import { createHttpHandler } from '../http/create-handler';
import { enforceRateLimit, RATE_LIMITS } from '../http/rate-limit';

/** POST /api/me/listings: a new listing, pending approval; 201, or 200 for a repeated key. */
export const handler = createHttpHandler(
  createOwnListingRoute,
  async ({ auth, body, event, log }) => {
    const deps = ownListingDeps(log);
    await enforceRateLimit(deps.db, event, RATE_LIMITS.listingWrite, new Date(), auth.userId);
    await assertAccountEnabled(deps.db, auth.userId);
    const { listing, created } = await createOwnListing(deps, auth.userId, body);
    return { status: created ? 201 : 200, body: listing };
  },
);
