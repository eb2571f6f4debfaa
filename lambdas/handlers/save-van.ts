import { saveVanRoute } from '#shared/api/routes/save-van';
import { stageDb } from '../platform/db';
import { saveVan } from '../saved/save-van';
import { createHttpHandler } from '../http/create-handler';
import { recordActivity } from '../performance/activity-counter';

/** PUT /api/me/saved-vans/{id}: saves a live van to the caller's list (idempotent). */
export const handler = createHttpHandler(saveVanRoute, async ({ auth, path, log }) => {
  const db = stageDb();
  return { body: await saveVan({ db, counted: recordActivity(db, log) }, auth.userId, path.id) };
});
