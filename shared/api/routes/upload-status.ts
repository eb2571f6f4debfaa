import { uploadStatusSchema } from '../../own-listings';
import { defineRoute, json } from '../contract';
import { uploadIdParams } from '../params';

export const uploadStatusRoute = defineRoute({
  id: 'UploadStatus',
  method: 'GET',
  path: '/api/me/uploads/{id}',
  auth: 'user',
  account: 'disabled-allowed',
  params: uploadIdParams,
  response: json(uploadStatusSchema),
  description: "Whether the photo processor has finished one of the signed-in user's uploads.",
});
