import { renewOwnListingRoute } from '#shared/api/routes/renew-own-listing';
import { createHttpHandler } from '../http/create-handler';
import { renewOwnListing } from '../listing/expiry/renew-listing';
import { stageDb } from '../platform/db';

/** POST /api/me/listings/{id}/renew: the seller renews their listing (decision 072). */
export const handler = createHttpHandler(renewOwnListingRoute, async ({ auth, path }) => ({
  body: await renewOwnListing({ db: stageDb() }, auth.userId, path.id),
}));
