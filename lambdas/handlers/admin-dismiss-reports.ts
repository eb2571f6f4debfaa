import { adminDismissReportsRoute } from '#shared/api/routes/admin-dismiss-reports';
import { dismissReports } from '../listing/reports/dismiss-reports';
import { actorOf } from '../admin/audit/audit-repo';
import { stageDb } from '../platform/db';
import { createHttpHandler } from '../http/create-handler';

/** POST /api/admin/listings/{id}/reports/dismiss: the open reports dismissed, the listing back. */
export const handler = createHttpHandler(
  adminDismissReportsRoute,
  async ({ auth, path, body }) => ({
    body: await dismissReports({ db: stageDb() }, actorOf(auth), path.id, body.round),
  }),
);
