import { adminStatsRoute } from '#shared/api/routes/admin-stats';
import { readAdminStats } from '../admin/figures/read-admin-stats';
import { stageDb } from '../platform/db';
import { createHttpHandler } from '../http/create-handler';

/** GET /api/admin/stats: the dashboard's figures, kept by the AdminFigures stream consumer. */
export const handler = createHttpHandler(adminStatsRoute, async () => ({
  body: await readAdminStats(stageDb()),
}));
