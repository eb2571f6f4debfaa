/**
 * Why the photo processor refused an upload (lambdas/photo/, docs/photos.md): the message is
 * stored on the upload record (`status: 'failed'`, `message`) and the seller's form shows it on
 * that photo. Pure: read by the processor and the SPA.
 */
import { LISTING_LIMITS } from './listing-form';

/** Photos above this many pixels are refused before they are decoded (decompression bombs). */
export const MAX_PHOTO_PIXELS = 50_000_000;

const MEGABYTES = Math.round(LISTING_LIMITS.maxPhotoBytes / (1024 * 1024));
const MEGAPIXELS = MAX_PHOTO_PIXELS / 1_000_000;

export const PHOTO_REJECTIONS = {
  /** The bytes are none of the accepted formats, whatever the name or declared type said. */
  notAnImage: 'This file is not a JPEG, PNG, WebP or HEIC image',
  tooLarge: `This photo is larger than ${MEGABYTES} MB`,
  tooManyPixels: `This image is too large to process (over ${MEGAPIXELS} megapixels)`,
  unreadable: 'This image could not be read: the file may be damaged',
  /** A real HEIC/HEIF photo that this stage's image library cannot decode (HEVC). */
  heicUnsupported:
    'HEIC photos cannot be processed yet: please export the photo as JPEG and upload it again',
  /** The upload record exists but the file never arrived or is gone. */
  missing: 'This photo did not arrive: please upload it again',
} as const;

export type PhotoRejection = keyof typeof PHOTO_REJECTIONS;
