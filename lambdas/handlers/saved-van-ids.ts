import { savedVanIdsRoute } from '#shared/api/routes/saved-van-ids';
import { stageDb } from '../platform/db';
import { listSavedVanIds } from '../saved/list-saved-vans';
import { createHttpHandler } from '../http/create-handler';

/** GET /api/me/saved-vans/ids: the ids the hearts show as saved, the caller's own only. */
export const handler = createHttpHandler(savedVanIdsRoute, async ({ auth }) => ({
  body: { ids: await listSavedVanIds({ db: stageDb() }, auth.userId) },
  headers: { 'cache-control': 'private, no-store' },
}));
