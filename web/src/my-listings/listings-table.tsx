import { Link } from 'react-router-dom';
import { formatPrice } from '#shared/format';
import type { OwnListing, OwnListingRow, OwnListingTab } from '#shared/own-listings';
import { CARD_SURFACE, TEXT_LINK } from '../ui/styles';
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
import { TextLink } from '../ui/text-link';
import { MY_LISTINGS_TEXT } from './my-listings-copy';
import { PageTick, RowTick, type RowSelection } from './row-ticks';

type ListingsTableProps = {
  tab: OwnListingTab;
  rows: readonly OwnListingRow[];
  now: Date;
  onMarkSold: (row: OwnListingRow) => void;
  selection?: RowSelection | undefined;
  onRenewed?: ((listing: OwnListing) => void) | undefined;
};

const TH = 'px-3 py-3 text-left text-xs font-semibold tracking-wide text-muted uppercase';
const TD = 'px-3 py-3 align-middle';

/**
 * The desktop table (768 px and wider). Active: a tick box (the bulk bar's), image, Title, Stock
 * ref, Price, Days in stock, Views, Enquiries, Saved, Approval Status, Actions. Sold: a tick
 * box, image, Title, Stock ref, Price, Sold Date, View Details. No overflow box around
 * it, so the expired-boost tip is never clipped.
 */
export function ListingsTable({
  tab,
  rows,
  now,
  onMarkSold,
  onRenewed,
  selection,
}: ListingsTableProps) {
  const active = tab === 'active';
  return (
    <div className={CARD_SURFACE}>
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">
          {active ? 'Your active listings' : 'Your sold listings'}
        </caption>
        <thead className="border-b border-slate-200">
          <tr>
            {selection ? (
              <th scope="col" className={`${TH} w-10`}>
                <PageTick rows={rows} selection={selection} />
              </th>
            ) : null}
            <th scope="col" className={`${TH} w-24`}>
              <span className="sr-only">Image</span>
            </th>
            <th scope="col" className={TH}>
              Title
            </th>
            <th scope="col" className={TH}>
              {MY_LISTINGS_TEXT.stockReference}
            </th>
            <th scope="col" className={TH}>
              Price
            </th>
            {active ? (
              <>
                <th scope="col" className={`${TH} text-right`}>
                  {MY_LISTINGS_TEXT.daysInStock}
                </th>
                <th scope="col" className={`${TH} text-right`}>
                  Views
                </th>
                <th scope="col" className={`${TH} text-right`}>
                  Enquiries
                </th>
                <th scope="col" className={`${TH} text-right`}>
                  Saved
                </th>
                <th scope="col" className={TH}>
                  Status
                </th>
              </>
            ) : (
              <th scope="col" className={TH}>
                Sold Date
              </th>
            )}
            <th scope="col" className={TH}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => {
            const title = rowTitle(row);
            return (
              <tr key={row.id} className="hover:bg-slate-50">
                {selection ? (
                  <td className={`${TD} w-10`}>
                    <RowTick id={row.id} title={row.title} selection={selection} />
                  </td>
                ) : null}
                <td className={`${TD} w-24`}>
                  <ListingThumbnail row={row} className="h-14 w-20 rounded-md" />
                </td>
                <th scope="row" className={`${TD} text-left font-normal`}>
                  <TextLink
                    to={pages.ownListing.build({ listingId: row.id })}
                    data-row-link={row.id}
                  >
                    {title}
                  </TextLink>
                  <RowHeadline row={row} />
                  {active ? (
                    <div className="mt-1">
                      <BoostBadge row={row} now={now} short={false} />
                    </div>
                  ) : null}
                </th>
                <td className={`${TD} whitespace-nowrap`}>{row.stock_reference ?? '—'}</td>
                <td className={`${TD} font-semibold whitespace-nowrap text-ink`}>
                  {formatPrice(row.price)}
                </td>
                {active ? (
                  <>
                    <td className={`${TD} text-right tabular-nums`}>
                      {formatCount(row.days_in_stock)}
                    </td>
                    <td className={`${TD} text-right tabular-nums`}>{formatCount(row.views)}</td>
                    <td className={`${TD} text-right tabular-nums`}>
                      {formatCount(row.enquiries)}
                    </td>
                    <td className={`${TD} text-right tabular-nums`}>{formatCount(row.saves)}</td>
                    <td className={TD}>
                      <RowState row={row} now={now} />
                    </td>
                    <td className={TD}>
                      <RowActions
                        row={row}
                        now={now}
                        onMarkSold={onMarkSold}
                        onRenewed={onRenewed}
                        className="flex flex-wrap gap-2"
                      />
                    </td>
                  </>
                ) : (
                  <>
                    <td className={`${TD} whitespace-nowrap`}>
                      <SoldDate row={row} now={now} />
                    </td>
                    <td className={TD}>
                      <Link
                        to={pages.ownListing.build({ listingId: row.id })}
                        aria-label={`View details of ${title}`}
                        className={`${TEXT_LINK} whitespace-nowrap`}
                      >
                        View Details
                      </Link>
                    </td>
                  </>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
