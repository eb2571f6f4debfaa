import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';

/**
 * The images bucket as the photo processor touches it: the uploaded object (read, then
 * deleted) and the variants it writes. The processor's role allows exactly this: read and
 * delete under uploads/, write under processed/ (infra/stack/definitions/image-pipeline.ts).
 */

/**
 * One uploaded object, as an S3 event names it. The version is set in AWS (the images bucket
 * is versioned): reads and the delete act on exactly the version the event is about, and the
 * delete removes that version for good rather than leaving it, GPS and all, behind a delete
 * marker. s3rver has no versions, so locally it is absent.
 */
export type UploadedObject = { bucket: string; key: string; versionId?: string };

/** Variants are immutable: a new upload gets a new id, so a new key. */
export const VARIANT_CACHE_CONTROL = 'public, max-age=31536000, immutable';

function isNotFound(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, $metadata } = error as { name?: unknown; $metadata?: { httpStatusCode?: number } };
  return (
    name === 'NotFound' ||
    name === 'NoSuchKey' ||
    name === 'NoSuchVersion' ||
    $metadata?.httpStatusCode === 404
  );
}

const versionOf = (object: UploadedObject) =>
  object.versionId ? { VersionId: object.versionId } : {};

/** The object's size in bytes (HeadObject), or undefined when it is not there. */
export async function uploadedObjectSize(
  s3: S3Client,
  object: UploadedObject,
): Promise<number | undefined> {
  try {
    const head = await s3.send(
      new HeadObjectCommand({ Bucket: object.bucket, Key: object.key, ...versionOf(object) }),
    );
    return head.ContentLength ?? 0;
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
}

/**
 * The object's bytes, reading at most `maxBytes + 1` of them (a ranged GET), so an object
 * replaced by a larger one after its size was checked still cannot make the processor read
 * more than that; 'tooLarge' when there were more. Undefined when the object is gone.
 */
export async function readUploadedObject(
  s3: S3Client,
  object: UploadedObject,
  maxBytes: number,
): Promise<Buffer | 'tooLarge' | undefined> {
  try {
    const result = await s3.send(
      new GetObjectCommand({
        Bucket: object.bucket,
        Key: object.key,
        Range: `bytes=0-${maxBytes}`,
        ...versionOf(object),
      }),
    );
    const bytes = Buffer.from((await result.Body?.transformToByteArray()) ?? []);
    return bytes.length > maxBytes ? 'tooLarge' : bytes;
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
}

/** Deletes the uploaded object (that version, in AWS); deleting what is gone is no error. */
export async function deleteUploadedObject(s3: S3Client, object: UploadedObject): Promise<void> {
  await s3.send(
    new DeleteObjectCommand({ Bucket: object.bucket, Key: object.key, ...versionOf(object) }),
  );
}

export async function putVariant(
  s3: S3Client,
  bucket: string,
  key: string,
  body: Buffer,
): Promise<void> {
  await s3.send(
    new PutObjectCommand({
      Bucket: bucket,
      Key: key,
      Body: body,
      ContentType: 'image/webp',
      CacheControl: VARIANT_CACHE_CONTROL,
    }),
  );
}
