import type { S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';

/** The policy of a presigned POST: what S3 checks before it accepts the browser's upload. */
export type UploadPolicy = {
  key: string;
  contentType: string;
  /** content-length-range: S3 refuses an empty file or one over 5 MB. */
  minBytes: number;
  maxBytes: number;
  /** The key must sit under the user's own uploads prefix. */
  keyPrefix: string;
  expiresSeconds: number;
};

/**
 * Signs a browser POST to the images bucket with the policy's conditions; S3 checks them on
 * upload (s3rver does not: the photo processor checks the bytes again either way).
 */
export function s3PresignPost(s3: S3Client, bucket: string) {
  return async (policy: UploadPolicy) =>
    createPresignedPost(s3 as Parameters<typeof createPresignedPost>[0], {
      Bucket: bucket,
      Key: policy.key,
      Conditions: [
        ['content-length-range', policy.minBytes, policy.maxBytes],
        ['eq', '$Content-Type', policy.contentType],
        ['starts-with', '$key', policy.keyPrefix],
      ],
      Fields: { 'Content-Type': policy.contentType },
      Expires: policy.expiresSeconds,
    });
}
