/**
 * The S3 buckets, defined once for the CDK stack and the local stage. Physical names are
 * `vanyard-{stage}-{suffix}` locally; in AWS CDK generates unique names.
 */
export const BUCKETS = {
  web: { suffix: 'web', purpose: 'The built SPA, served by CloudFront.' },
  images: {
    suffix: 'images',
    purpose:
      'Listing photos: uploads/ (presigned browser uploads) and images/ (web-sized variants served at /images/*).',
    /** The only keys CloudFront (and the local gateway) serve, at /images/* (uploads/ never). */
    publicPrefixes: ['images/'],
  },
  sitemaps: {
    suffix: 'sitemaps',
    purpose: 'sitemap*.xml and robots.txt, served at the site root.',
  },
  search: {
    suffix: 'search',
    purpose:
      'Snapshots of the search projection (every live listing as a search document), read by the search API; never served.',
  },
} as const;

export type BucketKey = keyof typeof BUCKETS;

export function localBucketName(stage: string, bucket: BucketKey): string {
  return `vanyard-${stage}-${BUCKETS[bucket].suffix}`;
}

/** Image variant widths the image pipeline writes and the SPA asks for (srcset). */
export const IMAGE_WIDTHS = [320, 640, 1280] as const;

/**
 * Object key of one variant: images/listings/{listingId}/{imageId}/{width}.webp, served by
 * CloudFront (and the local gateway) at the same path with a leading slash.
 */
export function imageVariantKey(listingId: string, imageId: string, width: number): string {
  return `images/listings/${listingId}/${imageId}/${width}.webp`;
}
