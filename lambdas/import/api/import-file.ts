import { HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';

/** What the start needs to know of the uploaded file: there, and how big. */
export type HeadImportFile = (key: string) => Promise<{ size: number } | undefined>;

/**
 * HeadObject of an import's file in the images bucket; undefined when it is not there. The
 * route may GetObject under imports/ but not list the bucket, and S3 then answers a missing
 * key with 403 rather than 404 (it does not tell who cannot list whether a key exists): both
 * mean the file has not arrived.
 */
export function s3HeadImportFile(s3: S3Client, bucket: string): HeadImportFile {
  return async (key) => {
    try {
      const head = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
      return { size: head.ContentLength ?? 0 };
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata
        ?.httpStatusCode;
      if (status === 404 || status === 403) return undefined;
      throw error;
    }
  };
}
