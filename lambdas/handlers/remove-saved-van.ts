import { removeSavedVanRoute } from '#shared/api/routes/remove-saved-van';
import { stageDb } from '../platform/db';
import { removeSavedVan } from '../saved/remove-saved-van';
import { createHttpHandler } from '../http/create-handler';

/** DELETE /api/me/saved-vans/{id}: takes a van off the caller's list; 204 either way. */
export const handler = createHttpHandler(removeSavedVanRoute, async ({ auth, path }) => {
  await removeSavedVan({ db: stageDb() }, auth.userId, path.id);
  return {};
});
