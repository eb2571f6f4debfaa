import { ListingImage, PLACEHOLDER_IMAGE } from '../../ui/listing-image';

/**
 * A listing's main photo at the start of its row or card: the 320 px variant (the pipeline's
 * smallest), loaded lazily, 4:3 at a fixed size so rows keep their height while it loads; the
 * van placeholder without a photo. Decorative: the title beside it names the listing.
 */
export function ListingThumbnail({
  url,
  size = 'row',
}: {
  url: string | null;
  /** 56 x 42 in a table row, 80 x 60 on a card. */
  size?: 'row' | 'card';
}) {
  const [width, height] = size === 'row' ? [56, 42] : [80, 60];
  const className = `shrink-0 rounded bg-slate-100 ${size === 'row' ? 'h-[42px] w-14' : 'h-[60px] w-20'}`;
  return url ? (
    <ListingImage
      key={url}
      url={url}
      variant={320}
      sizes={`${width}px`}
      alt=""
      loading="lazy"
      width={width}
      height={height}
      className={`${className} object-cover`}
    />
  ) : (
    <img
      src={PLACEHOLDER_IMAGE}
      alt=""
      loading="lazy"
      width={width}
      height={height}
      className={`${className} object-contain`}
    />
  );
}
