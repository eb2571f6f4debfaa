/**
 * The S3 buckets, defined once for the CDK stack and the local stage. Physical names are
 * `vanyard-{stage}-{suffix}` locally; in AWS CDK generates unique names.
 */
export const BUCKETS = {
  web: { suffix: 'web', purpose: 'The built SPA, served by CloudFront.' },
  images: {
    suffix: 'images',
    purpose:
      'Listing photos: uploads/ (presigned browser uploads) and images/ (web-sized variants served at /images/*); imports/ (CSV import files, private, 30 days).',
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
  exports: {
    suffix: 'exports',
    purpose:
      'Admin exports (the users CSV): private, fetched only through a short-lived signed link, deleted after a day.',
  },
} as const;

export type BucketKey = keyof typeof BUCKETS;

export function localBucketName(stage: string, bucket: BucketKey): string {
  return `vanyard-${stage}-${BUCKETS[bucket].suffix}`;
}

export {
  IMAGE_WIDTHS,
  imageVariantKey,
  IMPORTS_PREFIX,
  listingPhotoUrl,
  parseUploadObjectKey,
  PROCESSED_PREFIX,
  processedVariantKey,
  UPLOADS_PREFIX,
  uploadObjectKey,
} from '#shared/image-keys';
