import { uploadStatusRoute } from '#shared/api/routes/upload-status';
import { stageDb } from '../platform/db';
import { uploadStatus } from '../photo/presign-upload';
import { createHttpHandler } from '../http/create-handler';

/** GET /api/me/uploads/{id}: whether the photo processor has finished the user's upload. */
export const handler = createHttpHandler(uploadStatusRoute, async ({ auth, path }) => ({
  body: await uploadStatus(stageDb(), auth.userId, path.id),
  headers: { 'cache-control': 'no-store' },
}));
