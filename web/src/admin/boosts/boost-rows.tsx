import { Link } from 'react-router-dom';
import type { AdminBoostRow } from '#shared/admin/payments';
import { BOOST_LABELS } from '#shared/boosts';
import { dateAndTime } from '../../lib/payment-format';
import { TEXT_LINK } from '../../ui/styles';
import { Table, type Column } from '../../ui/table';
import type { EndBoostActions } from './use-end-boost';
import { pages } from '#shared/pages';
import { buttonClass } from '../../ui/button';
import { cardClass } from '../../ui/card';

export const boostKey = (row: AdminBoostRow) => `${row.listing_id}:${row.type}`;
export const listingName = (row: AdminBoostRow) => row.listing_title || row.listing_id;

function ListingLink({ row }: { row: AdminBoostRow }) {
  return (
    <Link
      to={pages.adminListing.build({ listingId: row.listing_id })}
      className={`${TEXT_LINK} break-words`}
    >
      {listingName(row)}
    </Link>
  );
}

function Ends({ row }: { row: AdminBoostRow }) {
  return <time dateTime={row.ends_at}>{dateAndTime(row.ends_at)}</time>;
}

/** End now, on a running boost only; named with the boost and the listing. */
export function EndBoostButton({ row, end }: { row: AdminBoostRow; end: EndBoostActions }) {
  if (!row.running) return <span className="text-muted">—</span>;
  const busy = end.busy && end.target !== null && boostKey(end.target) === boostKey(row);
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      // Its name starts with what it shows (label in name, WCAG 2.5.3).
      aria-label={`End now: the ${BOOST_LABELS[row.type]} boost of ${listingName(row)}`}
      aria-disabled={busy || undefined}
      onClick={() => {
        if (!end.busy) end.ask(row);
      }}
      className={buttonClass({ variant: 'danger-outline', size: 'sm' })}
    >
      End now
    </button>
  );
}

type BoostRowsProps = {
  rows: readonly AdminBoostRow[];
  caption: string;
  end: EndBoostActions;
};

/** Admin Boosts on a wide screen: Listing, Owner, Type, Ends, Actions. */
export function BoostsTable({ rows, caption, end }: BoostRowsProps) {
  const columns: Column<AdminBoostRow>[] = [
    {
      key: 'listing',
      header: 'Listing',
      rowHeader: true,
      cell: (row) => <ListingLink row={row} />,
    },
    {
      key: 'owner',
      header: 'Owner',
      cell: (row) => <span className="break-words text-ink">{row.owner || '—'}</span>,
    },
    {
      key: 'type',
      header: 'Type',
      cell: (row) => <span className="text-ink">{BOOST_LABELS[row.type]}</span>,
    },
    {
      key: 'ends',
      header: 'Ends',
      className: 'whitespace-nowrap',
      cell: (row) => <Ends row={row} />,
    },
    { key: 'actions', header: 'Actions', cell: (row) => <EndBoostButton row={row} end={end} /> },
  ];
  return <Table caption={caption} columns={columns} rows={rows} rowKey={boostKey} empty={null} />;
}

/** Admin Boosts on a phone: a card a boost. */
export function BoostCards({ rows, caption, end }: BoostRowsProps) {
  return (
    <ul aria-label={caption} className="grid gap-4">
      {rows.map((row) => (
        <li key={boostKey(row)} className={cardClass({ padding: 'list' })}>
          <h2 className="text-base leading-snug font-semibold">
            <ListingLink row={row} />
          </h2>
          <dl className="mt-3 grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-2 text-sm">
            <dt className="text-muted">Owner</dt>
            <dd className="break-words text-ink">{row.owner || '—'}</dd>
            <dt className="text-muted">Type</dt>
            <dd className="text-ink">{BOOST_LABELS[row.type]}</dd>
            <dt className="text-muted">{row.running ? 'Ends' : 'Ended'}</dt>
            <dd className="text-ink">
              <Ends row={row} />
            </dd>
          </dl>
          {row.running ? (
            <div className="mt-4">
              <EndBoostButton row={row} end={end} />
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
