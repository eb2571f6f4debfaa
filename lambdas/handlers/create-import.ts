import { createImportRoute } from '#shared/api/routes/create-import';
import { env } from '../config';
import { stageDb } from '../platform/db';
import { s3PresignPost } from '../platform/presign-post';
import { s3 } from '../platform/s3';
import { createHttpHandler } from '../http/create-handler';
import { createImport } from '../import/api/create-import';

/** POST /api/me/imports: a CSV import of the caller's listings and the presigned POST of its file. */
export const handler = createHttpHandler(createImportRoute, async ({ auth, body }) => {
  const db = stageDb();
  return {
    status: 201,
    body: await createImport(
      { db, presignPost: s3PresignPost(s3(), env.imagesBucket) },
      { ownerId: auth.userId, createdBy: auth.userId },
      body,
    ),
    headers: { 'cache-control': 'no-store' },
  };
});
