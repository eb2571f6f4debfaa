import { ownImportRoute } from '#shared/api/routes/own-import';
import { stageDb } from '../platform/db';
import { createHttpHandler } from '../http/create-handler';
import { readImport } from '../import/api/import-access';

/** GET /api/me/imports/{id}: an import's progress and errors (the dialog polls it). */
export const handler = createHttpHandler(ownImportRoute, async ({ auth, path }) => ({
  body: await readImport(stageDb(), auth.userId, path.id),
  headers: { 'cache-control': 'private, no-store' },
}));
