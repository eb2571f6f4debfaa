import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { IMAGE_WIDTHS } from '../../stack/definitions/buckets';
import type { BoundedRunner } from '../concurrency';
import type { PhotoRenderer } from './van-renderer/render-cache';
import { photoObjectKey, renderKey, type ImageMode, type PhotoSpec } from './photos';

export type PhotoUploaderDeps = {
  s3: S3Client;
  bucket: string;
  renderer: PhotoRenderer;
  uploads: BoundedRunner;
  mode: ImageMode;
};

/**
 * Puts every width of a listing's photos in the images bucket. In stock mode a rendering is
 * uploaded once (the first listing that needs it) and every later listing just waits for it.
 */
export class PhotoUploader {
  private readonly stock = new Map<string, Promise<void>>();
  objectsWritten = 0;

  constructor(private readonly deps: PhotoUploaderDeps) {}

  uploadListingPhotos(listingId: string, photos: readonly PhotoSpec[]): Promise<void> {
    return Promise.all(
      photos.map((photo) => {
        if (this.deps.mode === 'per-listing') return this.uploadPhoto(listingId, photo);
        const key = renderKey(photo);
        let uploaded = this.stock.get(key);
        if (!uploaded) {
          uploaded = this.uploadPhoto(listingId, photo);
          this.stock.set(key, uploaded);
        }
        return uploaded;
      }),
    ).then(() => undefined);
  }

  private async uploadPhoto(listingId: string, photo: PhotoSpec): Promise<void> {
    const rendered = await this.deps.renderer.render(photo);
    await Promise.all(
      IMAGE_WIDTHS.map((width) =>
        this.deps.uploads.run(async () => {
          const body = rendered.get(width);
          if (!body) throw new Error(`No ${width} px rendering of ${renderKey(photo)}`);
          await this.deps.s3.send(
            new PutObjectCommand({
              Bucket: this.deps.bucket,
              Key: photoObjectKey(listingId, photo, width, this.deps.mode),
              Body: body,
              ContentType: 'image/webp',
              CacheControl: 'public, max-age=31536000, immutable',
            }),
          );
          this.objectsWritten++;
        }),
      ),
    );
  }
}
