import { presignedUploadSchema, presignUploadSchema } from '../../own-listings';
import { defineRoute, json } from '../contract';

export const presignUploadRoute = defineRoute({
  id: 'PresignUpload',
  method: 'POST',
  path: '/api/me/uploads',
  auth: 'user',
  body: presignUploadSchema,
  maxBodyBytes: 1024,
  response: json(presignedUploadSchema),
  description:
    'A presigned POST for one listing photo straight to the images bucket (an image type, 1 byte to 5 MB, a few minutes).',
});
