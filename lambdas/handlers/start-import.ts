import { startImportRoute } from '#shared/api/routes/start-import';
import { env } from '../config';
import { stageDb } from '../platform/db';
import { s3 } from '../platform/s3';
import { createHttpHandler } from '../http/create-handler';
import { s3HeadImportFile } from '../import/api/import-file';
import { stageImportRun, startImportRun } from '../import/api/start-run';
import { startImport } from '../import/api/start-import';

/** POST /api/me/imports/{id}/start: runs the import once its file has arrived, never twice. */
export const handler = createHttpHandler(startImportRoute, async ({ auth, path }) => ({
  body: await startImport(
    {
      db: stageDb(),
      headFile: s3HeadImportFile(s3(), env.imagesBucket),
      startRun: (importId) => startImportRun(stageImportRun(), importId),
    },
    auth.userId,
    path.id,
  ),
  headers: { 'cache-control': 'no-store' },
}));
