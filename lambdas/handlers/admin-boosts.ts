import { adminBoostsRoute } from '#shared/api/routes/admin-boosts';
import { listAdminBoosts } from '../boost/admin/list-admin-boosts';
import { stageDb } from '../platform/db';
import { createHttpHandler } from '../http/create-handler';

/** GET /api/admin/boosts: boosts running now, or ended in the last 30 days, from the admin mirror. */
export const handler = createHttpHandler(adminBoostsRoute, async ({ query, log }) => ({
  body: await listAdminBoosts({ db: stageDb(), log }, query),
}));
