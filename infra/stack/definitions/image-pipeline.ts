/**
 * The photo processor (issue 15: browser -> S3 directly -> image processor), defined once: the
 * CDK stack creates the function and the images bucket's notification from it
 * (infra/stack/constructs/image-pipeline.ts), and the local stage's S3 notifications worker
 * (infra/local/stage/workers/s3-notifications.ts) invokes the same handler module for the same
 * events of s3rver. docs/photos.md describes the pipeline.
 */
import { PROCESSED_PREFIX, UPLOADS_PREFIX } from '#shared/image-keys';
import { UPLOAD_PK_PREFIX } from '#shared/table-keys';
import type { BucketKey } from './buckets';

export type ImageProcessorDefinition = {
  /** PascalCase, used for logical ids. */
  id: string;
  /** Module under lambdas/handlers exporting `handler`. */
  handler: string;
  description: string;
  memoryMb: number;
  timeoutSeconds: number;
  /** Retries of an invocation that threw (Lambda's asynchronous invocation: 0 to 2). */
  retryAttempts: number;
  /** ObjectCreated events of this bucket under this prefix invoke the function. */
  trigger: { bucket: BucketKey; prefix: string };
  access: {
    /** GetItem and UpdateItem only, on items whose partition key starts with one of these. */
    table: { keyPrefixes: readonly string[] };
    /** Object prefixes of the trigger's bucket: read and delete, and write. */
    objects: { readDelete: readonly string[]; write: readonly string[] };
  };
};

export const PHOTO_PROCESSOR = {
  id: 'PhotoProcessor',
  handler: 'process-uploaded-photo',
  description:
    "Checks a seller's uploaded photo (size, type by its bytes, pixels) and writes its WebP variants without metadata; deletes the upload.",
  // One photo at a time: up to 50 megapixels decoded (200 MB of RGBA) with room to spare,
  // and the CPU share that comes with it (about 1.2 vCPU).
  memoryMb: 2048,
  timeoutSeconds: 60,
  retryAttempts: 2,
  trigger: { bucket: 'images', prefix: UPLOADS_PREFIX },
  access: {
    table: { keyPrefixes: [UPLOAD_PK_PREFIX] },
    objects: { readDelete: [UPLOADS_PREFIX], write: [PROCESSED_PREFIX] },
  },
} as const satisfies ImageProcessorDefinition;
