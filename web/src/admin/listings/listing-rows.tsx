import { Link } from 'react-router-dom';
import type { AdminListingRow, AdminListingsRow } from '#shared/admin/listings';
import { formatPrice, listingTitle } from '#shared/format';
import { ListingStateBadge } from '../../ui/listing-state-badge';
import { Table, type Column } from '../../ui/table';
import { TEXT_LINK } from '../../ui/styles';
import { adminDate } from '../ui/format';
import { ONE_LINE_LINK, OneLine } from '../ui/one-line';
import type { ActionTarget } from './action-copy';
import { ListingActionMenu } from './listing-action-menu';
import { ListingThumbnail } from './listing-thumbnail';
import type { ListingActions } from './use-listing-actions';
import { pages } from '#shared/pages';
import { cardClass } from '../../ui/card';

/** How a listing is named on the admin screens: its title, or year, make and model without one. */
export function listingName(row: Pick<AdminListingRow, 'title' | 'year' | 'make' | 'model'>) {
  return row.title.trim() || listingTitle(row);
}

export function actionTarget(row: AdminListingRow): ActionTarget {
  return {
    id: row.id,
    name: listingName(row),
    status: row.status,
    approval_status: row.approval_status,
    updated_at: row.updated_at,
  };
}

/** The listing's title (a link to its page) over its year, make and model, each on one line. */
function TitleLink({ row }: { row: AdminListingRow }) {
  const name = listingName(row);
  return (
    <Link
      to={pages.adminListing.build({ listingId: row.id })}
      title={name}
      className={`${TEXT_LINK} ${ONE_LINE_LINK}`}
    >
      {name}
    </Link>
  );
}

/** The owner's name (a link to them) over their e-mail address, each on one line. */
function Owner({ owner }: { owner: AdminListingRow['owner'] }) {
  const primary = owner.name || owner.email || owner.id;
  return (
    <>
      <Link
        to={pages.adminUser.build({ userId: owner.id })}
        title={primary}
        className={`${TEXT_LINK} ${ONE_LINE_LINK}`}
      >
        {primary}
      </Link>
      {owner.name && owner.email ? (
        <OneLine text={owner.email} className="text-xs text-muted" />
      ) : null}
    </>
  );
}

/**
 * The listing's one state (Draft, Pending review, Live, Rejected, Hidden, Sold); why a listing
 * is hidden when it is its owner's account. The filters keep the raw status and approval.
 */
function Status({ row }: { row: AdminListingRow }) {
  return (
    <span className="flex min-w-0 flex-col items-start gap-0.5">
      <ListingStateBadge listing={row} />
      {row.owner_disabled ? (
        <OneLine text="Owner disabled" className="max-w-full text-xs text-muted" />
      ) : null}
    </span>
  );
}

type ListingRowsProps = {
  rows: readonly AdminListingsRow[];
  caption: string;
  actions: ListingActions;
};

/**
 * Admin Listings on a wide screen: Title (with the main photo), Owner, Price, Status (the one
 * state), Created, Actions (one menu); a row a line high, at most 56 px (decision 036).
 */
export function ListingsTable({ rows, caption, actions }: ListingRowsProps) {
  const columns: Column<AdminListingsRow>[] = [
    {
      key: 'title',
      header: 'Title',
      rowHeader: true,
      cell: (row) => (
        <span className="flex items-center gap-3">
          <ListingThumbnail url={row.image_url} />
          <span className="min-w-0 flex-1">
            <TitleLink row={row} />
            <OneLine text={listingTitle(row)} className="text-xs text-muted" />
          </span>
        </span>
      ),
    },
    {
      key: 'owner',
      header: 'Owner',
      className: 'w-44',
      cell: (row) => <Owner owner={row.owner} />,
    },
    {
      key: 'price',
      header: 'Price',
      className: 'w-24 whitespace-nowrap',
      cell: (row) => <span className="font-semibold text-ink">{formatPrice(row.price)}</span>,
    },
    { key: 'status', header: 'Status', className: 'w-28', cell: (row) => <Status row={row} /> },
    {
      key: 'created',
      header: 'Created',
      className: 'w-26 whitespace-nowrap',
      cell: (row) => <time dateTime={row.created_at}>{adminDate(row.created_at)}</time>,
    },
    {
      key: 'actions',
      header: 'Actions',
      className: 'w-32',
      cell: (row) => <ListingActionMenu target={actionTarget(row)} actions={actions} />,
    },
  ];
  return (
    <Table
      caption={caption}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      empty={null}
      dense
    />
  );
}

/** Admin Listings below 1280 px: a compact card a listing with the table's content and menu. */
export function ListingCards({ rows, caption, actions }: ListingRowsProps) {
  return (
    <ul aria-label={caption} className="grid grid-cols-1 gap-3">
      {rows.map((row) => (
        <li key={row.id} className={cardClass({ padding: 'compact' })}>
          <div className="flex gap-3">
            <ListingThumbnail url={row.image_url} size="card" />
            <div className="min-w-0 flex-1">
              <h2 className="text-base leading-snug font-semibold">
                <TitleLink row={row} />
              </h2>
              <p className="text-sm text-muted">
                <span className="font-bold text-ink">{formatPrice(row.price)}</span>
                {' · '}
                <time dateTime={row.created_at}>{adminDate(row.created_at)}</time>
              </p>
              <div className="mt-1 flex flex-wrap items-start gap-1.5">
                <Status row={row} />
              </div>
            </div>
          </div>
          <div className="mt-2 flex items-center gap-3">
            <div className="min-w-0 flex-1 text-sm">
              <span className="sr-only">Owner: </span>
              <Owner owner={row.owner} />
            </div>
            <ListingActionMenu target={actionTarget(row)} actions={actions} />
          </div>
        </li>
      ))}
    </ul>
  );
}
