import { formatLocation, formatPrice, listingTitle } from '../../../shared/format';
import type { LiveListingDetail } from '../../../shared/listing-detail';

/** Title, badges and price: the badges read as on the result cards, plus 'Homepage Featured'. */
export function ListingHeader({ detail }: { detail: LiveListingDetail }) {
  const { listing } = detail;
  const badges = [
    detail.featured ? { label: 'Featured', className: 'bg-accent-400 text-ink' } : undefined,
    detail.homepage_featured
      ? { label: 'Homepage Featured', className: 'bg-brand-700 text-white' }
      : undefined,
    listing.price_includes_vat
      ? { label: 'Inc. VAT', className: 'border border-slate-300 bg-white text-ink' }
      : undefined,
    listing.ulez_compliant ? { label: 'ULEZ', className: 'bg-emerald-700 text-white' } : undefined,
  ].filter((badge) => badge !== undefined);

  return (
    <header className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          {listingTitle(listing)}
        </h1>
        <p className="mt-1 text-muted">{formatLocation(listing.location)}</p>
        {badges.length > 0 ? (
          <ul aria-label="Badges" className="mt-2 flex flex-wrap gap-2">
            {badges.map((badge) => (
              <li
                key={badge.label}
                className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${badge.className}`}
              >
                {badge.label}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <p className="flex flex-col sm:items-end">
        <span className="text-3xl font-extrabold text-brand-700">{formatPrice(listing.price)}</span>
        <span className="text-sm text-muted">
          {listing.price_includes_vat ? 'Including VAT' : 'Excluding VAT'}
          {listing.price_negotiable ? ' · Negotiable' : ''}
        </span>
      </p>
    </header>
  );
}
