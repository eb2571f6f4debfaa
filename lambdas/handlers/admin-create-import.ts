import { adminCreateImportRoute } from '#shared/api/routes/admin-create-import';
import { env } from '../config';
import { stageDb } from '../platform/db';
import { s3PresignPost } from '../platform/presign-post';
import { s3 } from '../platform/s3';
import { createHttpHandler } from '../http/create-handler';
import { createImportFor } from '../import/api/create-import';

/** POST /api/admin/imports: an admin's CSV import of listings for another account (owner_id). */
export const handler = createHttpHandler(adminCreateImportRoute, async ({ auth, body }) => {
  const db = stageDb();
  return {
    status: 201,
    body: await createImportFor(
      { db, presignPost: s3PresignPost(s3(), env.imagesBucket) },
      auth.userId,
      body,
    ),
    headers: { 'cache-control': 'no-store' },
  };
});
