import { useState, type ImgHTMLAttributes } from 'react';
import { listingImageSrc, listingImageSrcSet, type ListingImageWidth } from '../lib/listing-images';

export const PLACEHOLDER_IMAGE = '/static/van-placeholder.svg';

type ListingImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> & {
  /** A stored image URL (any of its sized variants). */
  url: string;
  /** The variant for browsers without srcset. */
  variant?: ListingImageWidth;
};

/**
 * A listing photo from the stored 320/640/1280 px variants; a photo that fails to load is
 * swapped for the placeholder, never shown broken. Key it by URL so a new photo retries.
 */
export function ListingImage({ url, variant = 640, alt = '', ...rest }: ListingImageProps) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      {...rest}
      alt={alt}
      src={failed ? PLACEHOLDER_IMAGE : listingImageSrc(url, variant)}
      srcSet={failed ? undefined : listingImageSrcSet(url)}
      onError={() => setFailed(true)}
      decoding="async"
    />
  );
}

/** Starts loading the photo the browser would pick for `sizes`, so turning to it is instant. */
export function preloadListingImage(url: string, sizes: string): void {
  const image = new Image();
  image.sizes = sizes;
  const srcSet = listingImageSrcSet(url);
  if (srcSet) image.srcset = srcSet;
  image.src = listingImageSrc(url);
}
