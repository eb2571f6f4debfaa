import { importSavedVansRoute } from '#shared/api/routes/import-saved-vans';
import { stageDb } from '../platform/db';
import { importSavedVans } from '../saved/import-saved-vans';
import { createHttpHandler } from '../http/create-handler';

/** POST /api/me/saved-vans/import: the browser's saved vans merged into the caller's list. */
export const handler = createHttpHandler(importSavedVansRoute, async ({ auth, body }) => ({
  body: await importSavedVans({ db: stageDb() }, auth.userId, body.vans),
}));
