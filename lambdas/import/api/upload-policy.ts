import { IMPORT_LIMITS, type CreateImportRequest } from '#shared/csv-import/imports';
import { importFileKey, IMPORTS_PREFIX } from '#shared/image-keys';
import type { UploadPolicy } from '../../platform/presign-post';

/** How long the browser has to start the upload: the dialog sends the file at once. */
export const IMPORT_UPLOAD_SECONDS = 300;

/**
 * The presigned POST of an import's file: exactly its key under the owner's imports/ folder,
 * 1 byte to 10 MB (S3 refuses anything else; the local stage's s3rver checks nothing, so the
 * start checks the size again), the type the browser gave (one of IMPORT_CONTENT_TYPES), for
 * five minutes.
 */
export function importUploadPolicy(
  ownerId: string,
  importId: string,
  contentType: CreateImportRequest['content_type'],
): UploadPolicy {
  return {
    key: importFileKey(ownerId, importId),
    contentType,
    minBytes: 1,
    maxBytes: IMPORT_LIMITS.maxBytes,
    keyPrefix: `${IMPORTS_PREFIX}${ownerId}/`,
    expiresSeconds: IMPORT_UPLOAD_SECONDS,
  };
}
