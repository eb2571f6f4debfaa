import { formatNumber, formatPrice } from '#shared/format';
import { pages } from '#shared/pages';
import { REPORT_REASON_LABELS, type ReportedListing, type ReportReason } from '#shared/reports';
import { Badge } from '../../ui/badge';
import { buttonClass } from '../../ui/button';
import { cardClass } from '../../ui/card';
import { ListingImage } from '../../ui/listing-image';
import { TextLink } from '../../ui/text-link';
import { adminDateTime } from '../ui/format';

type ReportedListingCardProps = {
  item: ReportedListing;
  busy: boolean;
  onDismiss: () => void;
  onTakeDown: () => void;
};

/**
 * One reported listing: what it is, whether the reports hide it, how many are open and why,
 * the buyers' notes (as text: whatever markup a note holds shows as characters), and the two
 * decisions.
 */
export function ReportedListingCard({
  item,
  busy,
  onDismiss,
  onTakeDown,
}: ReportedListingCardProps) {
  const { listing } = item;
  const name = `${listing.year} ${listing.make} ${listing.model}`;
  const headingId = `reported-${listing.id}`;
  return (
    <article aria-labelledby={headingId} className={cardClass({ className: 'grid gap-4' })}>
      <div className="flex flex-col gap-4 sm:flex-row">
        {listing.image_url ? (
          <ListingImage
            url={listing.image_url}
            variant={320}
            sizes="10rem"
            className="aspect-[4/3] w-40 shrink-0 rounded-md object-cover"
          />
        ) : null}
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="text-lg font-bold text-ink">
            <TextLink to={pages.adminListing.build({ listingId: listing.id })}>{name}</TextLink>
          </h2>
          <p className="break-words text-muted">{listing.title}</p>
          <p className="mt-1 font-semibold text-ink">{formatPrice(listing.price)}</p>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <Badge tone="negative">
              {formatNumber(item.open_count)} open {item.open_count === 1 ? 'report' : 'reports'}
            </Badge>
            {listing.reports_hidden ? (
              <Badge tone="waiting">Hidden from search</Badge>
            ) : (
              <Badge tone="neutral">Still in search</Badge>
            )}
            <span className="text-sm text-muted">Latest {adminDateTime(item.latest_at)}</span>
          </div>
        </div>
      </div>
      <ul aria-label="Reasons" className="flex flex-wrap gap-2">
        {(Object.entries(item.reasons) as [ReportReason, number][]).map(([reason, count]) => (
          <li key={reason}>
            <Badge tone="info">
              {REPORT_REASON_LABELS[reason]}: {formatNumber(count)}
            </Badge>
          </li>
        ))}
      </ul>
      <ol aria-label="Reports, newest first" className="grid gap-2">
        {item.reports.map((report, index) => (
          <li key={`${report.created_at}-${index}`} className="rounded-md bg-slate-50 p-3 text-sm">
            <p className="font-semibold text-ink">
              {REPORT_REASON_LABELS[report.reason]}{' '}
              <span className="font-normal text-muted">· {adminDateTime(report.created_at)}</span>
            </p>
            {report.note ? (
              <p className="mt-1 break-words whitespace-pre-line text-ink">{report.note}</p>
            ) : (
              <p className="mt-1 text-muted">No note</p>
            )}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          aria-disabled={busy || undefined}
          onClick={() => !busy && onDismiss()}
          className={buttonClass({ variant: 'secondary', size: 'sm' })}
          aria-label={`Dismiss reports of ${name}`}
        >
          Dismiss reports
        </button>
        <button
          type="button"
          aria-disabled={busy || undefined}
          onClick={() => !busy && onTakeDown()}
          className={buttonClass({ variant: 'danger-outline', size: 'sm' })}
          aria-label={`Take down ${name}`}
        >
          Take down
        </button>
        {listing.public_path ? <TextLink to={listing.public_path}>View advert</TextLink> : null}
      </div>
    </article>
  );
}
