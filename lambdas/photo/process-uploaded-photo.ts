/**
 * The photo processor (issue 15, docs/photos.md): one uploaded object at
 * `uploads/{userId}/{uploadId}` in, its WebP variants at `processed/{userId}/{uploadId}/{w}.webp`
 * and the upload record's verdict out, the original deleted either way.
 *
 * A bad file never throws: it ends as 'failed' with the message the seller sees. A dependency
 * that fails (S3, DynamoDB) throws, so Lambda retries the event; every step is safe to repeat.
 * The verdict is written before the original is deleted: if the delete is then lost, the
 * retried event finds the record settled and deletes the original (and the bucket's lifecycle
 * rule expires uploads/ after a day in any case).
 */
import type { S3Client } from '@aws-sdk/client-s3';
import { parseUploadObjectKey, processedVariantKey } from '#shared/image-keys';
import type { UploadState } from '#shared/own-listings';
import { PHOTO_REJECTIONS, type PhotoRejection } from '#shared/photo-rejections';
import type { Db } from '../platform/db';
import { checkPhotoBytes, MAX_PHOTO_BYTES, renderPhotoVariants } from './photo-variants';
import type { SniffedImageType } from './sniff-image-type';
import {
  deleteUploadedObject,
  putVariant,
  readUploadedObject,
  uploadedObjectSize,
  type UploadedObject,
} from './upload-object';
import {
  markUploadFailed,
  markUploadReady,
  readUploadState,
  type UploadIds,
} from './upload-record';

export type PhotoProcessorDeps = {
  db: Db;
  s3: S3Client;
  /** The images bucket: events of any other bucket are ignored. */
  bucket: string;
};

export type PhotoOutcome =
  /** Not an upload of this bucket: left alone. */
  | { outcome: 'ignored'; reason: string }
  /** No upload record (never presigned, or expired): the object was deleted, nothing written. */
  | { outcome: 'orphan-deleted' }
  /** The record was settled already (a redelivered event): the object was deleted if present. */
  | { outcome: 'already-settled'; status: UploadState | 'unknown' }
  | {
      outcome: 'ready';
      width: number;
      height: number;
      source: { type: SniffedImageType; width: number; height: number };
    }
  | { outcome: 'failed'; rejection: PhotoRejection; detail?: string };

/** Handles one ObjectCreated event's object. */
export async function processUploadedPhoto(
  deps: PhotoProcessorDeps,
  object: UploadedObject,
): Promise<PhotoOutcome> {
  if (object.bucket !== deps.bucket) return { outcome: 'ignored', reason: 'another bucket' };
  const ids = parseUploadObjectKey(object.key);
  if (!ids) return { outcome: 'ignored', reason: 'not an upload key' };

  const record = await readUploadState(deps.db, ids);
  if (!record) {
    await deleteUploadedObject(deps.s3, object);
    return { outcome: 'orphan-deleted' };
  }
  if (record.status !== 'processing') {
    await deleteUploadedObject(deps.s3, object);
    return { outcome: 'already-settled', status: record.status };
  }

  // The size before a byte is read; the ranged read enforces it again.
  const size = await uploadedObjectSize(deps.s3, object);
  if (size === undefined) return refuse(deps, ids, object, 'missing');
  const sizeRejection = checkPhotoBytes(size);
  if (sizeRejection) return refuse(deps, ids, object, sizeRejection, `${size} bytes`);
  const bytes = await readUploadedObject(deps.s3, object, MAX_PHOTO_BYTES);
  if (bytes === undefined) return refuse(deps, ids, object, 'missing');
  if (bytes === 'tooLarge') return refuse(deps, ids, object, 'tooLarge', 'grew after its check');

  const rendered = await renderPhotoVariants(bytes);
  if (!rendered.ok) return refuse(deps, ids, object, rendered.rejection, rendered.detail);

  for (const variant of rendered.variants) {
    await putVariant(
      deps.s3,
      deps.bucket,
      processedVariantKey(ids.userId, ids.uploadId, variant.variantWidth),
      variant.body,
    );
  }
  const settled = await markUploadReady(deps.db, ids, rendered);
  await deleteUploadedObject(deps.s3, object);
  if (!settled) return { outcome: 'already-settled', status: 'unknown' };
  return {
    outcome: 'ready',
    width: rendered.width,
    height: rendered.height,
    source: rendered.source,
  };
}

async function refuse(
  deps: PhotoProcessorDeps,
  ids: UploadIds,
  object: UploadedObject,
  rejection: PhotoRejection,
  detail?: string,
): Promise<PhotoOutcome> {
  const settled = await markUploadFailed(deps.db, ids, PHOTO_REJECTIONS[rejection]);
  await deleteUploadedObject(deps.s3, object);
  if (!settled) return { outcome: 'already-settled', status: 'unknown' };
  return { outcome: 'failed', rejection, ...(detail ? { detail } : {}) };
}
