import { Link } from 'react-router-dom';
import { formatLocation, formatPrice, listingTitle } from '../../../shared/format';
import type { ListingCard } from '../../../shared/listing';
import { listingPath } from '../../../shared/listing-paths';
import { listingImageSrc, listingImageSrcSet } from '../lib/listing-images';

/** 1 column on phones, 2 from 640 px, 3 from 1024 px, 4 from 1280 px (max 80rem container). */
const CARD_SIZES =
  '(min-width: 1280px) 300px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

type FeaturedVanCardProps = {
  listing: ListingCard;
  /** Cards in the first visible row load their image at once; the rest lazily. */
  eager: boolean;
};

export function FeaturedVanCard({ listing, eager }: FeaturedVanCardProps) {
  const title = listingTitle(listing);
  const image = listing.image_urls[0];
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
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
        <span className="absolute top-3 left-3 rounded-full bg-accent-400 px-2.5 py-1 text-xs font-bold text-ink shadow">
          Featured
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h3 className="font-semibold text-ink">
          {/* The whole card is clickable through the stretched link. */}
          <Link
            to={listingPath(listing)}
            className="after:absolute after:inset-0 after:content-[''] group-hover:text-brand-700"
          >
            {title}
          </Link>
        </h3>
        <p className="text-xl font-bold text-brand-700">{formatPrice(listing.price)}</p>
        <p className="text-sm text-muted">{formatLocation(listing.location)}</p>
      </div>
    </article>
  );
}
