import { saveVanRoute } from '#shared/api/routes/save-van';
import { stageDb } from '../platform/db';
import { saveVan } from '../saved/save-van';
import { createHttpHandler } from '../http/create-handler';

/** PUT /api/me/saved-vans/{id}: saves a live van to the caller's list (idempotent). */
export const handler = createHttpHandler(saveVanRoute, async ({ auth, path }) => ({
  body: await saveVan({ db: stageDb() }, auth.userId, path.id),
}));
