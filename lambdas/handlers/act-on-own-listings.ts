import { actOnOwnListingsRoute } from '#shared/api/routes/act-on-own-listings';
import { actOnOwnListings } from '../listing/act-on-own-listings';
import { stageOwnListingDeps } from '../listing/stage-deps';
import { markListingPaymentsDeleted } from '../payment/listing-payments';
import { createHttpHandler } from '../http/create-handler';

/** POST /api/me/listings/bulk: mark sold or delete many of the seller's listings, each on its own. */
export const handler = createHttpHandler(actOnOwnListingsRoute, async ({ auth, body, log }) => ({
  body: await actOnOwnListings(
    { ...stageOwnListingDeps(log), markPaymentsDeleted: markListingPaymentsDeleted },
    auth.userId,
    body,
  ),
}));
