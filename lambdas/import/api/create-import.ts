import { randomUUID } from 'node:crypto';
import { ADMIN_MESSAGES } from '#shared/admin/messages';
import {
  IMPORT_MESSAGES,
  type CreateImportRequest,
  type ImportUpload,
} from '#shared/csv-import/imports';
import { formatLongDate } from '#shared/format';
import type { Db } from '../../platform/db';
import { importView, insertImport, newImportRecord } from '../imports-repo';
import { getProfile } from '#lambdas/account';
import type { PresignDeps } from '#lambdas/photo';
import { ConflictError, NotFoundError } from '../../platform/errors';
import { recentFileSeen } from './file-seen';
import { importUploadPolicy } from './upload-policy';

export type CreateImportDeps = {
  db: Db;
  presignPost: PresignDeps['presignPost'];
  now?: () => Date;
};

/**
 * A new import of `ownerId`'s listings by `createdBy` (the owner, or an admin for them): the
 * duplicate warning first (the same bytes imported for this owner in the last 30 days, unless
 * confirmed), then the record, 'uploading', and the presigned POST of its file. The file-seen
 * record is left to the start: an upload never started imports nothing.
 */
export async function createImport(
  deps: CreateImportDeps,
  who: { ownerId: string; createdBy: string },
  request: CreateImportRequest,
): Promise<ImportUpload> {
  const now = deps.now?.() ?? new Date();
  if (!request.confirm_duplicate) {
    const seen = await recentFileSeen(deps.db, who.ownerId, request.sha256, now);
    if (seen) {
      throw new ConflictError(
        IMPORT_MESSAGES.duplicate(formatLongDate(seen.created_at)),
        'duplicate_file',
      );
    }
  }
  const record = newImportRecord(
    {
      id: randomUUID(),
      owner_id: who.ownerId,
      created_by: who.createdBy,
      filename: request.filename,
      size: request.size,
      sha256: request.sha256,
    },
    now,
  );
  await insertImport(deps.db, record);
  const policy = importUploadPolicy(record.owner_id, record.id, request.content_type);
  const post = await deps.presignPost(policy);
  return {
    import: importView(record),
    upload: {
      url: post.url,
      fields: post.fields,
      expires_at: new Date(now.getTime() + policy.expiresSeconds * 1000).toISOString(),
    },
  };
}

/**
 * An admin's import for another account: the owner must have a profile (an id typed wrong
 * must not leave listings nobody owns); then as the owner's own.
 */
export async function createImportFor(
  deps: CreateImportDeps,
  adminId: string,
  request: CreateImportRequest & { owner_id: string },
): Promise<ImportUpload> {
  const { owner_id: ownerId, ...rest } = request;
  if (!(await getProfile(deps.db, ownerId))) throw new NotFoundError(ADMIN_MESSAGES.userNotFound);
  return createImport(deps, { ownerId, createdBy: adminId }, rest);
}
