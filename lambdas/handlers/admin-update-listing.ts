import { adminUpdateListingRoute } from '#shared/api/routes/admin-update-listing';
import { adminUpdateListing } from '../listing/admin/update-listing';
import { actorOf } from '../admin/audit/audit-repo';
import { stageOwnListingDeps } from '../listing/stage-deps';
import { createHttpHandler } from '../http/create-handler';

/** PUT /api/admin/listings/{id}: an admin's edit with the seller's form; the approval is kept. */
export const handler = createHttpHandler(
  adminUpdateListingRoute,
  async ({ auth, path, body, log }) => ({
    body: await adminUpdateListing(stageOwnListingDeps(log), actorOf(auth), path.id, body),
  }),
);
