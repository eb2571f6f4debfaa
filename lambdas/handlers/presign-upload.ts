import { presignUploadRoute } from '#shared/api/routes/presign-upload';
import { env } from '../config';
import { stageDb } from '../platform/db';
import { s3PresignPost } from '../platform/presign-post';
import { s3 } from '../platform/s3';
import { presignUpload } from '../photo/presign-upload';
import { createHttpHandler } from '../http/create-handler';

/** POST /api/me/uploads: a presigned POST for one photo, straight to the images bucket. */
export const handler = createHttpHandler(presignUploadRoute, async ({ auth, body }) => {
  const db = stageDb();
  return {
    status: 201,
    body: await presignUpload(
      { db, presignPost: s3PresignPost(s3(), env.imagesBucket) },
      auth.userId,
      body,
    ),
    headers: { 'cache-control': 'no-store' },
  };
});
