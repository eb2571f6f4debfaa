import { adminSetListingStatusRoute } from '#shared/api/routes/admin-set-listing-status';
import { setListingStatus } from '../listing/admin/set-listing-status';
import { actorOf } from '../admin/audit/audit-repo';
import { stageDb } from '../platform/db';
import { createHttpHandler } from '../http/create-handler';

/** PUT /api/admin/listings/{id}/status: active, inactive or sold, at any time. */
export const handler = createHttpHandler(
  adminSetListingStatusRoute,
  async ({ auth, path, body }) => ({
    body: await setListingStatus({ db: stageDb() }, actorOf(auth), path.id, body.status),
  }),
);
