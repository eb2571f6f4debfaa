/**
 * Object keys of listing photos in the images bucket, from upload to the served variants: the
 * upload route, the photo processor, the listing routes, the CDK stack and the local stage all
 * build them here (pure: no SDK).
 */

/** Image variant widths the image pipeline writes and the SPA asks for (srcset). */
export const IMAGE_WIDTHS = [320, 640, 1280] as const;

/**
 * Object key of one variant: images/listings/{listingId}/{imageId}/{width}.webp, served by
 * CloudFront (and the local gateway) at the same path with a leading slash.
 */
export function imageVariantKey(listingId: string, imageId: string, width: number): string {
  return `images/listings/${listingId}/${imageId}/${width}.webp`;
}

/** Where the browser's presigned POST puts a photo: `uploads/{userId}/{uploadId}` (raw, private). */
export const UPLOADS_PREFIX = 'uploads/';
/** Where the photo processor writes the variants of an upload not yet attached to a listing (private). */
export const PROCESSED_PREFIX = 'processed/';

export function uploadObjectKey(userId: string, uploadId: string): string {
  return `${UPLOADS_PREFIX}${userId}/${uploadId}`;
}

/** The user and upload of an `uploads/{userId}/{uploadId}` key; undefined for any other key. */
export function parseUploadObjectKey(
  key: string,
): { userId: string; uploadId: string } | undefined {
  const match = /^uploads\/([A-Za-z0-9_-]{1,128})\/([0-9a-f-]{36})$/.exec(key);
  return match ? { userId: match[1]!, uploadId: match[2]! } : undefined;
}

export function processedVariantKey(userId: string, uploadId: string, width: number): string {
  return `${PROCESSED_PREFIX}${userId}/${uploadId}/${width}.webp`;
}

/**
 * A dealer's logo (decision 069): an upload processed as any photo, copied to
 * images/dealers/{userId}/{uploadId}/{width}.webp, public at the same path.
 */
export const DEALER_LOGOS_PREFIX = 'images/dealers/';
export function dealerLogoKey(userId: string, uploadId: string, width: number): string {
  return `${DEALER_LOGOS_PREFIX}${userId}/${uploadId}/${width}.webp`;
}
export function dealerLogoUrl(userId: string, uploadId: string): string {
  return `/${dealerLogoKey(userId, uploadId, 640)}`;
}

/** The public path of a listing photo's 640 px variant, as `image_urls` stores it. */
export function listingPhotoUrl(listingId: string, imageId: string): string {
  return `/${imageVariantKey(listingId, imageId, 640)}`;
}

/** A photo id: the upload's UUID for sellers' photos, a rendering's name for demo stock photos. */
export const PHOTO_ID_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

const PHOTO_URL = /^\/images\/(listings\/([^/]+)|stock)\/([A-Za-z0-9_-]{1,100})\/\d+\.[a-z0-9]+$/;

/**
 * The photo id of a stored image URL ('/images/listings/{listingId}/{id}/640.webp' or a demo
 * '/images/stock/{id}/640.webp'), and whether its files belong to this listing alone (stock
 * files are shared by many demo listings and are never deleted with one).
 */
export function photoOfUrl(
  url: string,
  listingId: string,
): { id: string; ownFiles: boolean } | undefined {
  const match = PHOTO_URL.exec(url);
  if (!match) return undefined;
  return { id: match[3]!, ownFiles: match[2] === listingId };
}

/**
 * A CSV import's file and its working parts (docs/csv-import.md), private in the images bucket
 * (the bucket that already takes the browser's presigned POSTs): `imports/{ownerId}/{importId}.csv`
 * and `imports/{ownerId}/{importId}/chunks/{n}.json`. Expired after 30 days.
 */
export const IMPORTS_PREFIX = 'imports/';

export function importFileKey(ownerId: string, importId: string): string {
  return `${IMPORTS_PREFIX}${ownerId}/${importId}.csv`;
}

export function importChunkKey(ownerId: string, importId: string, chunk: number): string {
  return `${IMPORTS_PREFIX}${ownerId}/${importId}/chunks/${chunk}.json`;
}
