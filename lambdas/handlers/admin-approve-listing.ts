import { adminApproveListingRoute } from '#shared/api/routes/admin-approve-listing';
import { approveListing } from '../listing/admin/moderate-listing';
import { actorOf } from '../admin/audit/audit-repo';
import { stageDb } from '../platform/db';
import { createHttpHandler } from '../http/create-handler';

/** POST /api/admin/listings/{id}/approve: approved and active, as the moderator saw it. */
export const handler = createHttpHandler(
  adminApproveListingRoute,
  async ({ auth, path, body }) => ({
    body: await approveListing({ db: stageDb() }, actorOf(auth), path.id, body.expected_updated_at),
  }),
);
