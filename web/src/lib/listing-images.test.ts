import { describe, expect, it } from 'vitest';
import { listingImageSrc, listingImageSrcSet } from './listing-images';

describe('listing image variants', () => {
  it('lists the 320, 640 and 1280 px variants of a pipeline image', () => {
    expect(listingImageSrcSet('/images/listings/abc/img1/640.webp')).toBe(
      '/images/listings/abc/img1/320.webp 320w, /images/listings/abc/img1/640.webp 640w, /images/listings/abc/img1/1280.webp 1280w',
    );
  });

  it('uses the 640 px variant as the plain src, whichever width it was given', () => {
    expect(listingImageSrc('/images/listings/abc/img1/1280.webp')).toBe(
      '/images/listings/abc/img1/640.webp',
    );
  });

  it('leaves other URLs alone', () => {
    expect(listingImageSrcSet('/static/placeholder.svg')).toBeUndefined();
    expect(listingImageSrc('/static/placeholder.svg')).toBe('/static/placeholder.svg');
  });
});
