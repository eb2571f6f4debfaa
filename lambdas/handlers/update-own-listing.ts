import { updateOwnListingRoute } from '#shared/api/routes/update-own-listing';
import { stageOwnListingDeps } from '../listing/stage-deps';
import { updateOwnListing } from '../listing/save-own-listing';
import { createHttpHandler } from '../http/create-handler';

/** PUT /api/me/listings/{id}: the seller's edit, back to moderation; 409 if changed elsewhere. */
export const handler = createHttpHandler(
  updateOwnListingRoute,
  async ({ auth, path, body, log }) => {
    const deps = stageOwnListingDeps(log);
    return { body: await updateOwnListing(deps, auth.userId, path.id, body) };
  },
);
