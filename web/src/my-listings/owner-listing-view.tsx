import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router-dom';
import { formatLocation, formatPrice, listingTitle } from '#shared/format';
import { priceChangeText, type PriceChange } from '#shared/price-history';
import { sellerHeadline } from '#shared/listing-headline';
import { listingPath } from '#shared/listing-paths';
import type { OwnListing } from '#shared/own-listings';
import { CARD, CARD_HEADING, PAGE_HEADING, BADGE } from '../ui/styles';
import { ListingStateBadge } from '../ui/listing-state-badge';
import { Gallery } from '../ui/gallery';
import { descriptionParagraphs } from '../lib/description-paragraphs';
import { TONE_CLASSES } from '../ui/badge';
import { MY_LISTINGS_TEXT } from './my-listings-copy';
import { ownerDetailRows } from '../lib/owner-detail-rows';
import {
  boostSummary,
  formatCount,
  ownerActions,
  stateSummary,
  type SummaryItem,
} from './owner-summary';
import { pages } from '#shared/pages';
import { RenewButton } from './renew-button';
import { buttonClass } from '../ui/button';
import { PageShell } from '../ui/page-shell';
import { cardClass } from '../ui/card';

/** Summary items shown as big figures (side by side on phones). */
const COUNTS = new Set(['Views', 'Enquiries']);

type OwnerListingViewProps = {
  listing: OwnListing;
  now: Date;
  onMarkSold: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
  /** The listing's figures over time, under its status (left out where there is no session). */
  performance?: ReactNode;
};

/**
 * The owner's view of one listing in any state: where it stands (approval, status, views,
 * enquiries, boost), what can be done with it, its photos, key details and description.
 */
export function OwnerListingView({
  listing,
  now,
  onMarkSold,
  headingRef,
  performance,
}: OwnerListingViewProps) {
  const title = listingTitle(listing);
  const headline = sellerHeadline(listing);
  const actions = ownerActions(listing, now);
  const state = stateSummary(listing, now);
  const summary: SummaryItem[] = [
    {
      label: 'Views',
      value: formatCount(listing.views),
      tone: 'neutral',
      detail: 'Times buyers opened the listing',
    },
    {
      label: 'Enquiries',
      value: formatCount(listing.enquiries),
      tone: 'neutral',
      detail: 'Messages buyers sent you about it',
    },
    {
      label: 'Saved',
      value: formatCount(listing.saves),
      tone: 'neutral',
      detail: 'Buyers who have it in their saved vans',
    },
    boostSummary(listing, now),
  ];
  const paragraphs = descriptionParagraphs(listing.description);

  return (
    <OwnerListingFrame title={title}>
      <h1 ref={headingRef} tabIndex={-1} className={`${PAGE_HEADING} break-words`}>
        {title}
      </h1>
      {headline ? (
        <p data-testid="listing-headline" className="mt-1 text-lg break-words text-ink">
          {headline}
        </p>
      ) : null}
      <p className="mt-2 text-lg text-muted">
        <span className="font-bold text-ink">{formatPrice(listing.price)}</span>
        <span aria-hidden="true"> · </span>
        <span className="sr-only">, </span>
        {formatLocation(listing.location)}
      </p>
      <PriceHistory changes={listing.price_changes ?? []} />

      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {actions.renew ? <RenewButton id={listing.id} title={title} size="md" /> : null}
        {actions.viewPublic ? (
          <Link to={listingPath(listing)} className={buttonClass({ variant: 'secondary' })}>
            View public listing
          </Link>
        ) : null}
        {actions.complete ? (
          <Link to={pages.editListing.build({ listingId: listing.id })} className={buttonClass()}>
            Complete listing
          </Link>
        ) : actions.edit ? (
          <Link
            to={pages.editListing.build({ listingId: listing.id })}
            className={buttonClass({ variant: 'secondary' })}
          >
            Edit listing
          </Link>
        ) : null}
        {actions.boost ? (
          <Link to={pages.boostListing.build({ listingId: listing.id })} className={buttonClass()}>
            Boost listing
          </Link>
        ) : null}
        {actions.markSold ? (
          <button
            type="button"
            aria-haspopup="dialog"
            onClick={onMarkSold}
            className={buttonClass({ variant: 'secondary' })}
          >
            Mark as sold
          </button>
        ) : null}
      </div>

      <section aria-labelledby="listing-status" className="mt-8">
        <h2 id="listing-status" className={CARD_HEADING}>
          Listing status
        </h2>
        <dl className="mt-4 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          <div className={cardClass({ padding: 'list', className: 'col-span-2 sm:col-span-1' })}>
            <dt className="text-sm font-semibold text-muted">{state.label}</dt>
            <dd className="mt-2">
              <ListingStateBadge listing={listing} size="large" />
              <span className="mt-2 block text-sm break-words text-muted">{state.detail}</span>
            </dd>
          </div>
          {summary.map((item) => (
            <div
              key={item.label}
              className={cardClass({
                padding: 'list',
                className: COUNTS.has(item.label) ? undefined : 'col-span-2 sm:col-span-1',
              })}
            >
              <dt className="text-sm font-semibold text-muted">{item.label}</dt>
              <dd className="mt-2">
                {COUNTS.has(item.label) ? (
                  <span className="text-3xl font-bold text-ink tabular-nums">{item.value}</span>
                ) : (
                  <span className={`${BADGE} text-sm ${TONE_CLASSES[item.tone]}`}>
                    {item.value}
                  </span>
                )}
                {item.detail ? (
                  <span className="mt-2 block text-sm break-words text-muted">{item.detail}</span>
                ) : null}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      {performance ? <div className="mt-8">{performance}</div> : null}

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <Gallery
          key={listing.photos.map((photo) => photo.id).join(' ')}
          images={listing.photos.map((photo) => photo.url)}
          title={title}
        />
        <section
          aria-labelledby="listing-details"
          className={`${CARD} lg:col-start-2 lg:row-span-2 lg:row-start-1`}
        >
          <h2 id="listing-details" className={CARD_HEADING}>
            Key details
          </h2>
          <dl className="mt-3 divide-y divide-slate-100">
            {ownerDetailRows(listing).map((row) => (
              <div key={row.label} className="flex justify-between gap-4 py-2">
                <dt className="text-muted">{row.label}</dt>
                <dd className="text-right font-medium break-words text-ink">{row.value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby="listing-description" className={`${CARD} lg:col-start-1`}>
          <h2 id="listing-description" className={CARD_HEADING}>
            Description
          </h2>
          <div className="mt-3 space-y-3 leading-relaxed break-words text-ink">
            {paragraphs.length > 0 ? (
              paragraphs.map((paragraph, index) => <p key={index}>{paragraph}</p>)
            ) : (
              <p className="text-muted">No description yet.</p>
            )}
          </div>
        </section>
      </div>
    </OwnerListingFrame>
  );
}

/** Breadcrumb Dashboard / My Listings / {title} above the page's content. */
export function OwnerListingFrame({
  title,
  children,
}: {
  /** The listing's title once known. */
  title?: string;
  children: ReactNode;
}) {
  return (
    <PageShell
      trail={[
        { label: 'Dashboard', href: pages.dashboard.build() },
        { label: MY_LISTINGS_TEXT.heading, href: pages.myListings.build() },
        ...(title ? [{ label: title }] : []),
      ]}
    >
      {children}
    </PageShell>
  );
}

export function OwnerListingLoading() {
  return (
    <OwnerListingFrame>
      <p role="status" className="mt-6 text-lg text-muted">
        {MY_LISTINGS_TEXT.loading}
      </p>
    </OwnerListingFrame>
  );
}

export function OwnerListingNotFound() {
  return (
    <OwnerListingFrame>
      <h1 className={PAGE_HEADING}>{MY_LISTINGS_TEXT.listingNotFound}</h1>
      <p className="mt-3 max-w-xl text-muted">
        This listing does not exist or is not one of yours. It may have been deleted.
      </p>
      <Link to={pages.myListings.build()} className={`${buttonClass()} mt-6`}>
        Back to My Listings
      </Link>
    </OwnerListingFrame>
  );
}

export function OwnerListingLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <OwnerListingFrame>
      <div role="alert" className="mt-6 max-w-xl rounded-md border border-red-200 bg-red-50 p-4">
        <p className="font-semibold text-red-900">{MY_LISTINGS_TEXT.listingLoadFailed}</p>
        <p className="mt-1 text-sm text-red-900">Please check your connection and try again.</p>
        <div className="mt-3 flex flex-wrap gap-3">
          <button type="button" onClick={onRetry} className={buttonClass({ variant: 'secondary' })}>
            {MY_LISTINGS_TEXT.retry}
          </button>
          <Link to={pages.myListings.build()} className={buttonClass({ variant: 'secondary' })}>
            Back to My Listings
          </Link>
        </div>
      </div>
    </OwnerListingFrame>
  );
}

/** The listing's price changes, newest first ('Reduced £500 on 3 March 2026'; decision 071). */
function PriceHistory({ changes }: { changes: readonly PriceChange[] }) {
  if (changes.length === 0) return null;
  return (
    <section aria-labelledby="price-history" className="mt-2">
      <h2 id="price-history" className="sr-only">
        Price history
      </h2>
      <ul className="text-sm text-muted">
        {[...changes].reverse().map((change) => (
          <li key={change.at}>{priceChangeText(change)}</li>
        ))}
      </ul>
    </section>
  );
}
