/** The widths the image pipeline writes for every listing photo. */
export const LISTING_IMAGE_WIDTHS = [320, 640, 1280] as const;
export type ListingImageWidth = (typeof LISTING_IMAGE_WIDTHS)[number];

const SIZED_IMAGE = /^(.*\/)(\d+)(\.[a-z0-9]+)$/i;

/**
 * '/images/listings/a/b/640.webp' -> '/images/listings/a/b/320.webp 320w, ... 1280w'.
 * Returns undefined for a URL that is not one of the pipeline's sized variants.
 */
export function listingImageSrcSet(url: string): string | undefined {
  const match = SIZED_IMAGE.exec(url);
  if (!match) return undefined;
  const [, base, , extension] = match;
  return LISTING_IMAGE_WIDTHS.map((width) => `${base}${width}${extension} ${width}w`).join(', ');
}

/** The variant of the given width (640 px by default: the plain src for browsers without srcset). */
export function listingImageSrc(url: string, width: ListingImageWidth = 640): string {
  const match = SIZED_IMAGE.exec(url);
  if (!match) return url;
  const [, base, , extension] = match;
  return `${base}${width}${extension}`;
}
