import { randomUUID } from 'node:crypto';
import { uploadObjectKey, UPLOADS_PREFIX } from '#shared/image-keys';
import { LISTING_LIMITS } from '#shared/listing-form';
import {
  UPLOAD_URL_SECONDS,
  type PresignedUpload,
  type PresignUploadRequest,
  type UploadStatus,
} from '#shared/own-listings';
import type { Db } from '../platform/db';
import type { UploadPolicy } from '../platform/presign-post';
import { getUploadRecord, putUploadRecord } from './uploads-repo';
import { NotFoundError } from '../platform/errors';

export type PresignDeps = {
  db: Db;
  presignPost: (policy: UploadPolicy) => Promise<{ url: string; fields: Record<string, string> }>;
  now?: () => Date;
};

/**
 * A presigned POST for one photo: its record first (so the processor knows the upload is
 * expected and whose it is), then the signature, bound to the user's key, an image type and
 * 1 byte to 5 MB, for a few minutes.
 */
export async function presignUpload(
  deps: PresignDeps,
  userId: string,
  request: PresignUploadRequest,
): Promise<PresignedUpload> {
  const now = deps.now?.() ?? new Date();
  const id = randomUUID();
  await putUploadRecord(deps.db, {
    id,
    user_id: userId,
    status: 'processing',
    message: null,
    content_type: request.content_type,
    size: request.size,
    created_at: now.toISOString(),
  });
  const post = await deps.presignPost({
    key: uploadObjectKey(userId, id),
    contentType: request.content_type,
    minBytes: 1,
    maxBytes: LISTING_LIMITS.maxPhotoBytes,
    keyPrefix: `${UPLOADS_PREFIX}${userId}/`,
    expiresSeconds: UPLOAD_URL_SECONDS,
  });
  return {
    id,
    url: post.url,
    fields: post.fields,
    expires_at: new Date(now.getTime() + UPLOAD_URL_SECONDS * 1000).toISOString(),
  };
}

/** The processor's verdict on one of the user's uploads; another user's id is not found. */
export async function uploadStatus(db: Db, userId: string, id: string): Promise<UploadStatus> {
  const record = await getUploadRecord(db, userId, id);
  if (!record) throw new NotFoundError('Upload not found');
  return { id, status: record.status, message: record.message };
}
