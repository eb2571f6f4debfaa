import { adminListingsRoute } from '#shared/api/routes/admin-listings';
import { listAdminListings } from '../listing/admin/list-admin-listings';
import { stageDb } from '../platform/db';
import { createHttpHandler } from '../http/create-handler';

/** GET /api/admin/listings: Admin Listings, filtered and paged from the admin mirrors. */
export const handler = createHttpHandler(adminListingsRoute, async ({ query, log }) => ({
  body: await listAdminListings({ db: stageDb(), log }, query),
}));
