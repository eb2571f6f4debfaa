import type { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from '#infra/stack/definitions/buckets';
import { BoundedRunner } from '#infra/local/concurrency';
import { generateDemoListings } from '#infra/local/demo-data/generate-listings';
import { photoObjectKey, renderKey, type ImageMode } from '#infra/local/demo-data/photos';
import { PhotoUploader } from '#infra/local/demo-data/upload-photos';
import type { PhotoRenderer } from '#infra/local/demo-data/van-renderer/render-cache';

const NOW = new Date('2026-11-22T12:00:00Z');

/** Uploads the photos of `count` demo listings to a bucket that only records the keys it gets. */
async function upload(count: number, mode: ImageMode) {
  const keys: string[] = [];
  const s3 = {
    send: (command: PutObjectCommand) => {
      keys.push(command.input.Key ?? '');
      return Promise.resolve({});
    },
  } as unknown as S3Client;
  const renderer = {
    render: () =>
      Promise.resolve(new Map(IMAGE_WIDTHS.map((width) => [width, Buffer.from([width])]))),
  } as unknown as PhotoRenderer;
  const uploader = new PhotoUploader({
    s3,
    bucket: 'images',
    renderer,
    uploads: new BoundedRunner(4),
    mode,
  });
  const listings = generateDemoListings({ count, seed: 7, now: NOW, imageMode: mode });
  await Promise.all(
    listings.map((item) => uploader.uploadListingPhotos(item.listing.id, item.photos)),
  );
  return { keys, listings, objectsWritten: uploader.objectsWritten };
}

// The browser tests' seeded stage stores shared photos (`--seed-shared-images`, decision 063):
// each drawing once, every listing's image_urls pointing at it.
describe('the demo photo uploader', () => {
  it('stores each listing its own photos at the upload pipeline keys', async () => {
    const { keys, listings } = await upload(20, 'per-listing');
    const photos = listings.flatMap((item) => item.photos);
    expect(keys).toHaveLength(photos.length * IMAGE_WIDTHS.length);
    for (const item of listings)
      for (const url of item.listing.image_urls) expect(keys).toContain(url.slice(1));
  });

  it('stores each drawing once when photos are shared, at the keys the listings name', async () => {
    const { keys, listings, objectsWritten } = await upload(20, 'stock');
    const drawings = new Set(listings.flatMap((item) => item.photos.map((p) => renderKey(p))));
    expect(new Set(keys).size).toBe(keys.length);
    expect(objectsWritten).toBe(drawings.size * IMAGE_WIDTHS.length);
    expect(drawings.size).toBeLessThan(listings.flatMap((item) => item.photos).length);
    for (const item of listings) {
      for (const [index, url] of item.listing.image_urls.entries()) {
        expect(keys).toContain(url.slice(1));
        const photo = item.photos[index]!;
        for (const width of IMAGE_WIDTHS)
          expect(keys).toContain(photoObjectKey(item.listing.id, photo, width, 'stock'));
      }
    }
  });
});
