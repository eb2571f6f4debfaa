import { adminReportsRoute } from '#shared/api/routes/admin-reports';
import { reportQueue } from '../listing/reports/report-queue';
import { stageDb } from '../platform/db';
import { createHttpHandler } from '../http/create-handler';

/** GET /api/admin/reports: listings with open reports, newest report first. */
export const handler = createHttpHandler(adminReportsRoute, async ({ query }) => ({
  body: await reportQueue(stageDb(), query),
}));
