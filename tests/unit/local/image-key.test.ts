import { describe, expect, it } from 'vitest';
import { BUCKETS } from '#infra/stack/definitions/buckets';
import { imageKeyOf, MAX_S3_KEY_BYTES } from '#infra/local/stage/gateway/image-key';

describe('imageKeyOf: the images-bucket key of an /images/* path', () => {
  it('maps a path to its key, decoded once', () => {
    expect(imageKeyOf('/images/listings/l1/i1/320.webp')).toEqual({
      key: 'images/listings/l1/i1/320.webp',
    });
    expect(imageKeyOf('/images/stock/van%20a/640.webp')).toEqual({
      key: 'images/stock/van a/640.webp',
    });
    // Decoded once only: %2525 is the key's own "%25", not "%".
    expect(imageKeyOf('/images/a%2525b.webp')).toEqual({ key: 'images/a%25b.webp' });
  });

  it('refuses paths that climb out of the prefix or hide slashes (400)', () => {
    for (const path of [
      '/images/..%2F..%2Fvanyard-local-search/snapshot.json',
      '/images/..%2f..%2fvanyard-local-search/snapshot.json',
      '/images/../vanyard-local-search/snapshot.json',
      '/images/%2E%2E/%2E%2E/vanyard-local-search/snapshot.json',
      '/images/a/./b.webp',
      '/images//b.webp',
      '/images/a%5C..%5Cb.webp',
      '/images/a\\b.webp',
      '/images/a%00.webp',
      '/images/a%0A.webp',
      '/images/%E0%A4%A',
    ]) {
      expect(imageKeyOf(path), path).toEqual({ status: 400 });
    }
  });

  it('refuses a key longer than S3 allows (400)', () => {
    const long = `/images/${'a'.repeat(MAX_S3_KEY_BYTES)}.webp`;
    expect(imageKeyOf(long)).toEqual({ status: 400 });
    const atLimit = `/images/${'a'.repeat(MAX_S3_KEY_BYTES - 'images/'.length)}`;
    expect(imageKeyOf(atLimit)).toHaveProperty('key');
  });

  it('serves only the public prefixes of the images bucket (404 otherwise)', () => {
    expect(BUCKETS.images.publicPrefixes).toEqual(['images/']);
    // CloudFront's /images/* behaviour maps to keys under images/; uploads/ is never served.
    expect(imageKeyOf('/uploads/u1/photo.jpg')).toEqual({ status: 404 });
  });
});
