import { Link } from 'react-router-dom';
import { formatPrice } from '#shared/format';
import type { OwnListing, OwnListingRow, OwnListingTab } from '#shared/own-listings';
import { formatCount } from './owner-summary';
import {
  BoostBadge,
  ListingThumbnail,
  RowActions,
  RowHeadline,
  RowState,
  rowTitle,
  SoldDate,
} from './row-parts';
import { pages } from '#shared/pages';
import { buttonClass } from '../ui/button';
import { cardClass } from '../ui/card';
import { TextLink } from '../ui/text-link';

type ListingCardsProps = {
  tab: OwnListingTab;
  rows: readonly OwnListingRow[];
  now: Date;
  onMarkSold: (row: OwnListingRow) => void;
  onRenewed?: ((listing: OwnListing) => void) | undefined;
};

/** Phones (below 768 px): one card a listing with the table's content and actions. */
export function ListingCards({ tab, rows, now, onMarkSold, onRenewed }: ListingCardsProps) {
  const active = tab === 'active';
  return (
    <ul className="grid gap-4">
      {rows.map((row) => {
        const title = rowTitle(row);
        return (
          <li key={row.id} className={cardClass({ padding: 'list' })}>
            <div className="flex gap-3">
              <ListingThumbnail row={row} className="h-20 w-28 shrink-0 rounded-md" />
              <div className="min-w-0 flex-1">
                <h2 className="text-base leading-snug font-semibold">
                  <TextLink
                    to={pages.ownListing.build({ listingId: row.id })}
                    data-row-link={row.id}
                  >
                    {title}
                  </TextLink>
                </h2>
                <RowHeadline row={row} />
                <p className="mt-1 font-bold text-ink">{formatPrice(row.price)}</p>
                {active ? (
                  <div className="mt-2 flex flex-wrap items-center gap-2">
                    <RowState row={row} now={now} />
                    <BoostBadge row={row} now={now} short />
                  </div>
                ) : null}
              </div>
            </div>
            {active ? (
              <>
                <dl className="mt-3 flex gap-6 text-sm">
                  <div className="flex gap-1.5">
                    <dt className="text-muted">Views</dt>
                    <dd className="font-semibold text-ink tabular-nums">
                      {formatCount(row.views)}
                    </dd>
                  </div>
                  <div className="flex gap-1.5">
                    <dt className="text-muted">Enquiries</dt>
                    <dd className="font-semibold text-ink tabular-nums">
                      {formatCount(row.enquiries)}
                    </dd>
                  </div>
                  <div className="flex gap-1.5">
                    <dt className="text-muted">Saved</dt>
                    <dd className="font-semibold text-ink tabular-nums">
                      {formatCount(row.saves)}
                    </dd>
                  </div>
                </dl>
                <RowActions
                  row={row}
                  now={now}
                  onMarkSold={onMarkSold}
                  onRenewed={onRenewed}
                  className="mt-3 grid grid-flow-col auto-cols-fr gap-2"
                  controlClassName="min-h-11"
                />
              </>
            ) : (
              <div className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm">
                <dl className="flex gap-1.5">
                  <dt className="text-muted">Sold Date</dt>
                  <dd className="font-semibold text-ink">
                    <SoldDate row={row} now={now} />
                  </dd>
                </dl>
                <Link
                  to={pages.ownListing.build({ listingId: row.id })}
                  aria-label={`View details of ${title}`}
                  className={`${buttonClass({ variant: 'secondary', size: 'sm' })} min-h-11`}
                >
                  View Details
                </Link>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
