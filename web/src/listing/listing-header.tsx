import { formatLocation, listingTitle } from '#shared/format';
import type { LiveListingDetail } from '#shared/listing-detail';
import { sellerHeadline } from '#shared/listing-headline';
import type { PriceIndicator } from '#shared/valuation/price-band';
import { CompareToggle } from '../ui/compare-toggle';
import { SaveVanButton } from '../ui/save-van-button';
import { KeyFactsStrip } from './key-facts-strip';
import { priceDisplay } from './price-vat';
import { PriceIndicatorNote } from './price-indicator';
import { ShareButton } from './share-button';

type ListingHeaderProps = {
  detail: LiveListingDetail;
  shareUrl: string;
  /** From the similar vans' answer (decision 066): none until it has come, or without a band. */
  priceIndicator: PriceIndicator | null | undefined;
};

/**
 * Title ('year make model') with the seller's own title under it as the headline, one
 * 'Featured' badge for a van boosted either way ('Homepage Featured' and 'Top of Search Results'
 * are what the seller buys, not words for buyers), the price with its VAT basis, Share, and the
 * key facts. VAT and ULEZ are said by the price line and the key facts, not by badges.
 * Below 768 px its wrappers step aside (`display: contents`) so the page can put the photo
 * between the one-line title and the rest (live-listing.tsx, decision 035).
 */
export function ListingHeader({ detail, shareUrl, priceIndicator }: ListingHeaderProps) {
  const { listing } = detail;
  const title = listingTitle(listing);
  const headline = sellerHeadline(listing);
  const price = priceDisplay(listing);
  const featured = detail.featured || detail.homepage_featured;

  return (
    <header className="mt-3 max-md:contents">
      <div className="flex gap-3 max-md:contents md:items-start md:justify-between">
        <div className="min-w-0 max-md:contents">
          <h1 className="text-2xl font-bold tracking-tight text-ink max-md:-order-2 max-md:truncate max-md:text-xl sm:text-3xl">
            {title}
          </h1>
          {headline ? (
            <p
              data-testid="listing-headline"
              className="mt-1 text-base break-words text-ink max-md:mt-3 sm:text-lg"
            >
              {headline}
            </p>
          ) : null}
          <p className={`mt-1 text-muted ${headline ? '' : 'max-md:mt-3'}`}>
            {formatLocation(listing.location)}
          </p>
          {featured ? (
            <ul aria-label="Badges" className="mt-2 flex flex-wrap gap-2">
              <li className="rounded-full bg-accent-400 px-2.5 py-0.5 text-xs font-bold text-ink">
                Featured
              </li>
            </ul>
          ) : null}
        </div>
        {/*
         * Below 768 px the price sits beside Save and Share; with a price indicator it takes the
         * whole width (its explanation is a paragraph), and Save and Share go under it.
         */}
        <div className="flex shrink-0 items-end justify-between gap-4 max-md:mt-3 max-md:flex-wrap md:flex-col md:items-end md:gap-2">
          <div className={`md:text-right ${priceIndicator ? 'max-md:w-full' : ''}`}>
            <p data-testid="listing-price" className="flex flex-col md:items-end">
              <span className="flex flex-wrap items-baseline gap-x-2 md:justify-end">
                <span className="text-3xl font-extrabold text-brand-700">{price.amount}</span>{' '}
                <span
                  className={
                    price.total ? 'text-lg font-bold text-brand-700' : 'text-sm text-muted'
                  }
                >
                  {price.basis}
                </span>
              </span>
              {price.total ? (
                <>
                  {' '}
                  <span className="text-sm font-medium text-ink">{price.total}</span>
                </>
              ) : null}
            </p>
            {listing.price_negotiable ? (
              <p className="text-sm text-muted">Price negotiable</p>
            ) : null}
            {priceIndicator ? <PriceIndicatorNote indicator={priceIndicator} /> : null}
          </div>
          <div className="flex items-center gap-2 max-md:ml-auto">
            <SaveVanButton van={{ id: listing.id, title, price: listing.price }} look="page" />
            <ShareButton title={title} url={shareUrl} />
          </div>
        </div>
      </div>
      <KeyFactsStrip listing={listing} />
      <CompareToggle van={{ id: listing.id, title }} className="mt-4" />
    </header>
  );
}
