import { markOwnListingSoldRoute } from '../../shared/api/routes/mark-own-listing-sold';
import { ownListingDeps } from '../domain/own-listings/own-listing-stage';
import { markOwnListingSold } from '../domain/own-listings/owner-changes';
import { createHttpHandler } from '../http/create-handler';

/** POST /api/me/listings/{id}/sold: the seller marks their listing sold. */
export const handler = createHttpHandler(markOwnListingSoldRoute, async ({ auth, path, log }) => ({
  body: await markOwnListingSold(ownListingDeps(log), auth.userId, path.id),
}));
