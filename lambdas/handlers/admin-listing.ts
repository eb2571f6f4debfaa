import { adminListingRoute } from '#shared/api/routes/admin-listing';
import { readAdminListing } from '../listing/admin/read-admin-listing';
import { stageDb } from '../platform/db';
import { createHttpHandler } from '../http/create-handler';

/** GET /api/admin/listings/{id}: one listing with its changes, seller and audit trail. */
export const handler = createHttpHandler(adminListingRoute, async ({ path }) => ({
  body: await readAdminListing(stageDb(), path.id),
}));
