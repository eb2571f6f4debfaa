import { ownImportsRoute } from '#shared/api/routes/own-imports';
import { stageDb } from '../platform/db';
import { createHttpHandler } from '../http/create-handler';
import { listOwnImports } from '../import/api/own-imports';

/** GET /api/me/imports: the caller's running and past imports of the last 30 days. */
export const handler = createHttpHandler(ownImportsRoute, async ({ auth }) => ({
  body: await listOwnImports(stageDb(), auth.userId, new Date()),
  headers: { 'cache-control': 'private, no-store' },
}));
