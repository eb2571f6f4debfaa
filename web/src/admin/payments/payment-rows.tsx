import { Link } from 'react-router-dom';
import type { AdminPaymentRow } from '#shared/admin/payments';
import { hasReceipt } from '#shared/payments';
import { receiptPath } from '#shared/receipts';
import { boostTypeLabel, dateAndTime, formatPence } from '../../lib/payment-format';
import { TEXT_LINK } from '../../ui/styles';
import { Badge } from '../../ui/badge';
import { Table, type Column } from '../../ui/table';
import { PAYMENT_STATE_LABELS, PAYMENT_STATE_TONES } from './payment-copy';
import type { RefundActions } from './use-refund';
import { pages } from '#shared/pages';
import { buttonClass } from '../../ui/button';
import { cardClass } from '../../ui/card';

export const payerName = (row: AdminPaymentRow) => row.payer?.trim() || row.user_id;

function Payer({ row }: { row: AdminPaymentRow }) {
  return (
    <Link
      to={pages.adminUser.build({ userId: row.user_id })}
      className={`${TEXT_LINK} break-words`}
    >
      {payerName(row)}
    </Link>
  );
}

function ListingLink({ row }: { row: AdminPaymentRow }) {
  return (
    <Link
      to={pages.adminListing.build({ listingId: row.listing_id })}
      className={`${TEXT_LINK} break-words`}
    >
      {row.listing_title || row.listing_id}
    </Link>
  );
}

export function PaymentStateBadge({ row }: { row: Pick<AdminPaymentRow, 'status'> }) {
  return <Badge tone={PAYMENT_STATE_TONES[row.status]}>{PAYMENT_STATE_LABELS[row.status]}</Badge>;
}

function TransactionId({ row }: { row: AdminPaymentRow }) {
  return row.transaction_id ? (
    <span className="font-mono text-xs break-all text-ink">{row.transaction_id}</span>
  ) : (
    <span className="text-muted">—</span>
  );
}

/** Refund, for a succeeded payment only; named with the amount and the payer. */
export function RefundButton({ row, refund }: { row: AdminPaymentRow; refund: RefundActions }) {
  if (row.status !== 'succeeded') return <span className="text-muted">—</span>;
  const busy = refund.busy && refund.target?.id === row.id;
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-label={`Refund ${formatPence(row.amount_pence)} paid by ${payerName(row)}`}
      aria-disabled={busy || undefined}
      onClick={() => {
        if (!refund.busy) refund.ask(row);
      }}
      className={buttonClass({ variant: 'danger-outline', size: 'sm' })}
    >
      Refund
    </button>
  );
}

/** The VAT receipt of a paid payment (refunded ones too), as the seller sees it. */
export function AdminReceiptLink({ row }: { row: AdminPaymentRow }) {
  if (!hasReceipt(row)) return null;
  return (
    <Link
      to={receiptPath(row.id)}
      aria-label={`Receipt of ${formatPence(row.amount_pence)} paid by ${payerName(row)}`}
      className={`${TEXT_LINK} text-sm`}
    >
      Receipt
    </Link>
  );
}

type PaymentRowsProps = {
  rows: readonly AdminPaymentRow[];
  caption: string;
  refund: RefundActions;
};

/** Admin Payments on a wide screen: Date, Payer, Listing, Type, Amount, Status, Transaction ID, Actions. */
export function AdminPaymentsTable({ rows, caption, refund }: PaymentRowsProps) {
  const columns: Column<AdminPaymentRow>[] = [
    {
      key: 'date',
      header: 'Date',
      rowHeader: true,
      className: 'whitespace-nowrap',
      cell: (row) => <time dateTime={row.created_at}>{dateAndTime(row.created_at)}</time>,
    },
    { key: 'payer', header: 'Payer', cell: (row) => <Payer row={row} /> },
    { key: 'listing', header: 'Listing', cell: (row) => <ListingLink row={row} /> },
    {
      key: 'type',
      header: 'Type',
      cell: (row) => <span className="text-ink">{boostTypeLabel(row)}</span>,
    },
    {
      key: 'amount',
      header: 'Amount',
      className: 'text-right tabular-nums',
      cell: (row) => (
        <span className="font-semibold text-ink">{formatPence(row.amount_pence)}</span>
      ),
    },
    { key: 'status', header: 'Status', cell: (row) => <PaymentStateBadge row={row} /> },
    {
      key: 'transaction',
      header: 'Transaction ID',
      className: 'max-w-48',
      cell: (row) => <TransactionId row={row} />,
    },
    {
      key: 'actions',
      header: 'Actions',
      cell: (row) => (
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <AdminReceiptLink row={row} />
          <RefundButton row={row} refund={refund} />
        </span>
      ),
    },
  ];
  return (
    <Table caption={caption} columns={columns} rows={rows} rowKey={(row) => row.id} empty={null} />
  );
}

/** Admin Payments on a phone: a card a payment with the table's content and action. */
export function AdminPaymentCards({ rows, caption, refund }: PaymentRowsProps) {
  return (
    <ul aria-label={caption} className="grid gap-4">
      {rows.map((row) => (
        <li key={row.id} className={cardClass({ padding: 'list' })}>
          <div className="flex items-start justify-between gap-3">
            <h2 className="text-base leading-snug font-semibold">
              <ListingLink row={row} />
            </h2>
            <PaymentStateBadge row={row} />
          </div>
          <dl className="mt-3 grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-2 text-sm">
            <dt className="text-muted">Date</dt>
            <dd className="text-ink">
              <time dateTime={row.created_at}>{dateAndTime(row.created_at)}</time>
            </dd>
            <dt className="text-muted">Payer</dt>
            <dd className="min-w-0">
              <Payer row={row} />
            </dd>
            <dt className="text-muted">Type</dt>
            <dd className="text-ink">{boostTypeLabel(row)}</dd>
            <dt className="text-muted">Amount</dt>
            <dd className="font-semibold text-ink tabular-nums">{formatPence(row.amount_pence)}</dd>
            <dt className="text-muted">Transaction ID</dt>
            <dd className="min-w-0">
              <TransactionId row={row} />
            </dd>
          </dl>
          {hasReceipt(row) ? (
            <div className="mt-4 flex flex-wrap items-center gap-4">
              <AdminReceiptLink row={row} />
              {row.status === 'succeeded' ? <RefundButton row={row} refund={refund} /> : null}
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
