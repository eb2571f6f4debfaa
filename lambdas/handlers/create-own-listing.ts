import { createOwnListingRoute } from '#shared/api/routes/create-own-listing';
import { stageOwnListingDeps } from '../listing/stage-deps';
import { createOwnListing } from '../listing/save-own-listing';
import { createHttpHandler } from '../http/create-handler';

/** POST /api/me/listings: a new listing, pending approval; 201, or 200 for a repeated key. */
export const handler = createHttpHandler(createOwnListingRoute, async ({ auth, body, log }) => {
  const deps = stageOwnListingDeps(log);
  const { listing, created } = await createOwnListing(deps, auth.userId, body);
  return { status: created ? 201 : 200, body: listing };
});
