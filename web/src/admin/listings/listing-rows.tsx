import { Link } from 'react-router-dom';
import type { AdminListingRow } from '../../../../shared/admin/listings';
import { formatPrice, listingTitle } from '../../../../shared/format';
import { ListingStateBadge } from '../../components/listing-state-badge';
import { DataTable, type Column } from '../ui/data-table';
import { TEXT_LINK } from '../ui/admin-styles';
import { adminDate } from '../ui/format';
import type { ActionTarget } from './action-copy';
import { ListingRowActions } from './listing-row-actions';
import { adminListingPath, adminUserPath } from './listing-paths';
import type { ListingActions } from './use-listing-actions';

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

function Owner({ owner }: { owner: AdminListingRow['owner'] }) {
  const primary = owner.name || owner.email || owner.id;
  return (
    <>
      <Link to={adminUserPath(owner.id)} className={`${TEXT_LINK} break-words`}>
        {primary}
      </Link>
      {owner.name && owner.email ? (
        <span className="block text-xs break-all text-muted">{owner.email}</span>
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
    <span className="flex flex-col items-start gap-1">
      <ListingStateBadge listing={row} />
      {row.owner_disabled ? <span className="text-xs text-muted">Owner disabled</span> : null}
    </span>
  );
}

type ListingRowsProps = {
  rows: readonly AdminListingRow[];
  caption: string;
  actions: ListingActions;
};

/** Admin Listings on a wide screen: Title, Owner, Price, Status (the one state), Created, Actions. */
export function ListingsTable({ rows, caption, actions }: ListingRowsProps) {
  const columns: Column<AdminListingRow>[] = [
    {
      key: 'title',
      header: 'Title',
      rowHeader: true,
      cell: (row) => (
        <>
          <Link to={adminListingPath(row.id)} className={`${TEXT_LINK} break-words`}>
            {listingName(row)}
          </Link>
          <span className="block text-xs text-muted">{listingTitle(row)}</span>
        </>
      ),
    },
    { key: 'owner', header: 'Owner', cell: (row) => <Owner owner={row.owner} /> },
    {
      key: 'price',
      header: 'Price',
      className: 'whitespace-nowrap',
      cell: (row) => <span className="font-semibold text-ink">{formatPrice(row.price)}</span>,
    },
    { key: 'status', header: 'Status', cell: (row) => <Status row={row} /> },
    {
      key: 'created',
      header: 'Created',
      className: 'whitespace-nowrap',
      cell: (row) => <time dateTime={row.created_at}>{adminDate(row.created_at)}</time>,
    },
    {
      key: 'actions',
      header: 'Actions',
      cell: (row) => <ListingRowActions target={actionTarget(row)} actions={actions} />,
    },
  ];
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      empty={null}
    />
  );
}

/** Admin Listings on a phone: a card a listing with the table's content and actions. */
export function ListingCards({ rows, caption, actions }: ListingRowsProps) {
  return (
    <ul aria-label={caption} className="grid gap-4">
      {rows.map((row) => (
        <li key={row.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <h2 className="text-base leading-snug font-semibold">
            <Link to={adminListingPath(row.id)} className={`${TEXT_LINK} break-words`}>
              {listingName(row)}
            </Link>
          </h2>
          <p className="mt-1 font-bold text-ink">{formatPrice(row.price)}</p>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <Status row={row} />
          </div>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted">Owner</dt>
            <dd className="min-w-0">
              <Owner owner={row.owner} />
            </dd>
            <dt className="text-muted">Created</dt>
            <dd>
              <time dateTime={row.created_at}>{adminDate(row.created_at)}</time>
            </dd>
          </dl>
          <ListingRowActions
            target={actionTarget(row)}
            actions={actions}
            className="mt-4 flex flex-wrap gap-2"
          />
        </li>
      ))}
    </ul>
  );
}
