import { Link } from 'react-router-dom';
import { formatLocation, formatPrice, listingTitle } from '../../../shared/format';
import type { ListingCard } from '../../../shared/listing';
import { listingPath } from '../../../shared/listing-paths';
import { listingImageSrc, listingImageSrcSet } from '../lib/listing-images';

/** 2 columns up to 1024 px, 3 up to 1280 px, then 4 in the 80rem container. */
const CARD_SIZES = '(min-width: 1280px) 300px, (min-width: 1024px) 33vw, 50vw';

type FeaturedVanCardProps = {
  listing: ListingCard;
  /** Cards in the first visible row load their image at once; the rest lazily. */
  eager: boolean;
  /** The label on the photo: 'Featured' for the featured strip, the distance for nearby vans. */
  badge?: string;
};

export function FeaturedVanCard({ listing, eager, badge = 'Featured' }: FeaturedVanCardProps) {
  const title = listingTitle(listing);
  const image = listing.image_urls[0];
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-lg sm:rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <div className="relative aspect-[4/3] bg-slate-100">
        {image ? (
          <img
            src={listingImageSrc(image)}
            srcSet={listingImageSrcSet(image)}
            sizes={CARD_SIZES}
            width={640}
            height={480}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            alt=""
            className="size-full object-cover"
          />
        ) : (
          <div className="flex size-full items-center justify-center text-sm text-muted">
            No photo yet
          </div>
        )}
        <span className="absolute top-2 left-2 rounded-full bg-accent-400 px-2 py-0.5 text-xs font-bold sm:top-3 sm:left-3 sm:px-2.5 sm:py-1 text-ink shadow">
          {badge}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3 sm:p-4">
        <h3 className="text-sm leading-snug font-semibold text-ink sm:text-base">
          {/* The whole card is clickable through the stretched link. */}
          <Link
            to={listingPath(listing)}
            className="after:absolute after:inset-0 after:content-[''] group-hover:text-brand-700"
          >
            {title}
          </Link>
        </h3>
        <p className="mt-auto pt-1 text-lg font-bold text-brand-700 sm:text-xl">
          {formatPrice(listing.price)}
        </p>
        <p className="text-xs text-muted sm:text-sm">{formatLocation(listing.location)}</p>
      </div>
    </article>
  );
}
