import { formatPrice } from '#shared/format';
import type { ConversationListing } from '#shared/messages';
import { Badge } from '../ui/badge';
import { ListingImage, PLACEHOLDER_IMAGE } from '../ui/listing-image';
import { LISTING_STATE_TEXT } from './messages-copy';

/** The listing's photo (or the placeholder once it is gone), small and square. */
export function ListingPhoto({ listing, size }: { listing: ConversationListing; size: string }) {
  const url = listing.card?.image_url;
  const common = { alt: '', className: `${size} shrink-0 rounded-md object-cover bg-slate-100` };
  return url ? (
    <ListingImage url={url} variant={320} loading="lazy" {...common} />
  ) : (
    <img src={PLACEHOLDER_IMAGE} {...common} />
  );
}

/** The price (while there is a card) and, once it is not for sale, its state. */
export function ListingFacts({ listing }: { listing: ConversationListing }) {
  const state = LISTING_STATE_TEXT[listing.state];
  return (
    <span className="flex flex-wrap items-center gap-2">
      {listing.card ? (
        <span className="font-semibold text-ink">{formatPrice(listing.card.price)}</span>
      ) : null}
      {state ? (
        <Badge tone={listing.state === 'sold' ? 'info' : 'neutral'}>
          <span data-listing-state={listing.state}>{state}</span>
        </Badge>
      ) : null}
    </span>
  );
}
