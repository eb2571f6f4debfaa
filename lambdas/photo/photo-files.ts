import { CopyObjectCommand, DeleteObjectsCommand, type S3Client } from '@aws-sdk/client-s3';
import {
  dealerLogoKey,
  IMAGE_WIDTHS,
  imageVariantKey,
  processedVariantKey,
} from '#shared/image-keys';

/** The images bucket's photo files, as the listing routes move and remove them. */
export type PhotoFiles = {
  /** Copies a finished upload's variants to the listing's public keys. */
  attach(userId: string, uploadId: string, listingId: string): Promise<void>;
  /** Deletes the variants of a listing's photo (after the listing no longer names it). */
  removeListingPhoto(listingId: string, photoId: string): Promise<void>;
  /** Copies a finished upload's variants to the dealer's logo keys (decision 069). */
  attachLogo(userId: string, uploadId: string): Promise<void>;
};

export function s3PhotoFiles(s3: S3Client, bucket: string): PhotoFiles {
  const deleteKeys = async (keys: string[]) => {
    await s3.send(
      new DeleteObjectsCommand({
        Bucket: bucket,
        Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
      }),
    );
  };
  const publish = (userId: string, uploadId: string, keyOf: (width: number) => string) =>
    Promise.all(
      IMAGE_WIDTHS.map((width) =>
        s3.send(
          new CopyObjectCommand({
            Bucket: bucket,
            CopySource: `${bucket}/${processedVariantKey(userId, uploadId, width)}`,
            Key: keyOf(width),
            ContentType: 'image/webp',
            CacheControl: 'public, max-age=31536000, immutable',
            MetadataDirective: 'REPLACE',
          }),
        ),
      ),
    ).then(() => undefined);
  return {
    attach: (userId, uploadId, listingId) =>
      publish(userId, uploadId, (width) => imageVariantKey(listingId, uploadId, width)),
    attachLogo: (userId, uploadId) =>
      publish(userId, uploadId, (width) => dealerLogoKey(userId, uploadId, width)),
    removeListingPhoto: (listingId, photoId) =>
      deleteKeys(IMAGE_WIDTHS.map((width) => imageVariantKey(listingId, photoId, width))),
  };
}
