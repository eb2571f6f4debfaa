import { presignedUploadSchema, presignUploadSchema } from '../../own-listings';
import { defineRoute, json } from '../contract';
import { RATE_LIMITS } from '../rate-limits';

export const presignUploadRoute = defineRoute({
  id: 'PresignUpload',
  method: 'POST',
  path: '/api/me/uploads',
  auth: 'user',
  account: 'enabled',
  rateLimit: RATE_LIMITS.upload,
  body: presignUploadSchema,
  maxBodyBytes: 1024,
  response: json(presignedUploadSchema),
  description:
    'A presigned POST for one listing photo straight to the images bucket (an image type, 1 byte to 5 MB, a few minutes).',
});
