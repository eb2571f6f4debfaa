import { Link } from 'react-router-dom';
import { formatPrice } from '#shared/format';
import { MY_LISTINGS_TEXT } from './my-listings-copy';
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
import { BULK_COPY } from './bulk-actions';
import { PageTick, RowTick, type RowSelection } from './row-ticks';

/** The figures under an active card, in the table's order. */
const CARD_FIGURES: readonly (readonly [string, (row: OwnListingRow) => number])[] = [
  ['Views', (row) => row.views],
  ['Enquiries', (row) => row.enquiries],
  ['Saved', (row) => row.saves],
  [MY_LISTINGS_TEXT.daysInStock, (row) => row.days_in_stock],
];

type ListingCardsProps = {
  tab: OwnListingTab;
  rows: readonly OwnListingRow[];
  now: Date;
  onMarkSold: (row: OwnListingRow) => void;
  selection?: RowSelection | undefined;
  onRenewed?: ((listing: OwnListing) => void) | undefined;
};

/** Phones (below 768 px): one card a listing with the table's content and actions. */
export function ListingCards({
  tab,
  rows,
  now,
  onMarkSold,
  onRenewed,
  selection,
}: ListingCardsProps) {
  const active = tab === 'active';
  return (
    <>
      {selection ? (
        <label className="mb-3 flex min-h-11 items-center gap-3 text-sm font-medium text-ink">
          <PageTick rows={rows} selection={selection} labelled />
          {BULK_COPY.selectAll}
        </label>
      ) : null}
      <ul className="grid gap-4">
        {rows.map((row) => {
          const title = rowTitle(row);
          return (
            <li key={row.id} className={cardClass({ padding: 'list' })}>
              <div className="flex gap-3">
                {selection ? (
                  <RowTick id={row.id} title={row.title} selection={selection} className="mt-1" />
                ) : null}
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
                  {row.stock_reference ? (
                    <p className="mt-1 text-sm text-muted">
                      {MY_LISTINGS_TEXT.stockReference} {row.stock_reference}
                    </p>
                  ) : null}
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
                  <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
                    {CARD_FIGURES.map(([label, figure]) => (
                      <div key={label} className="flex gap-1.5">
                        <dt className="text-muted">{label}</dt>
                        <dd className="font-semibold text-ink tabular-nums">
                          {formatCount(figure(row))}
                        </dd>
                      </div>
                    ))}
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
    </>
  );
}
