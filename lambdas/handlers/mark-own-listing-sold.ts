import { markOwnListingSoldRoute } from '#shared/api/routes/mark-own-listing-sold';
import { stageOwnListingDeps } from '../listing/stage-deps';
import { markOwnListingSold } from '../listing/owner-changes';
import { createHttpHandler } from '../http/create-handler';

/** POST /api/me/listings/{id}/sold: the seller marks their listing sold. */
export const handler = createHttpHandler(markOwnListingSoldRoute, async ({ auth, path, log }) => ({
  body: await markOwnListingSold(stageOwnListingDeps(log), auth.userId, path.id),
}));
