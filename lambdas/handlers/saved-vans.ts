import { savedVansRoute } from '#shared/api/routes/saved-vans';
import { listSavedVans } from '../saved/list-saved-vans';
import { stageSavedVansDeps } from '../saved/stage-deps';
import { createHttpHandler } from '../http/create-handler';

/** GET /api/me/saved-vans: the signed-in buyer's own list, read by the token's user id only. */
export const handler = createHttpHandler(savedVansRoute, async ({ auth, log }) => ({
  body: await listSavedVans(stageSavedVansDeps(log), auth.userId),
  headers: { 'cache-control': 'private, no-store' },
}));
