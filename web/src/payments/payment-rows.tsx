import { Link } from 'react-router-dom';
import { formatReceiptNumber, hasReceipt, paymentItemsLabel, type Payment } from '#shared/payments';
import { receiptPath } from '#shared/receipts';
import { TONE_CLASSES } from '../ui/badge';
import { BADGE, TEXT_LINK } from '../ui/styles';
import { dateAndTime, formatPence, paymentStatusBadge } from '../lib/payment-format';
import { PAYMENTS_TEXT } from './payments-copy';

export function PaymentStatusBadge({ payment }: { payment: Pick<Payment, 'status'> }) {
  const badge = paymentStatusBadge(payment.status);
  return <span className={`${BADGE} ${TONE_CLASSES[badge.tone]}`}>{badge.label}</span>;
}

function PaymentDate({ payment }: { payment: Payment }) {
  return <time dateTime={payment.created_at}>{dateAndTime(payment.created_at)}</time>;
}

function TransactionId({ payment }: { payment: Payment }) {
  return payment.transaction_id ? (
    <span className="font-mono text-xs break-all text-ink">{payment.transaction_id}</span>
  ) : (
    <span className="text-muted">{PAYMENTS_TEXT.noTransaction}</span>
  );
}

/**
 * What was bought ('Top of Search Results 7 days + Homepage Featured 7 days'), and which listing
 * it was for (kept on the payment if the listing goes).
 */
function BoostType({ payment }: { payment: Payment }) {
  return (
    <span className="flex flex-col">
      <span className="font-medium text-ink">{paymentItemsLabel(payment.items)}</span>
      <span className="text-xs break-words text-muted">{payment.listing_title}</span>
    </span>
  );
}

/** The VAT receipt of a paid payment (refunded ones too: the receipt says so), to open and print. */
function ReceiptLink({ payment }: { payment: Payment }) {
  if (!hasReceipt(payment)) return null;
  const label =
    payment.receipt_number === null
      ? `Receipt for the payment of ${dateAndTime(payment.created_at)}`
      : `Receipt ${formatReceiptNumber(payment.receipt_number)}`;
  return (
    <Link to={receiptPath(payment.id)} aria-label={label} className={`${TEXT_LINK} text-sm`}>
      Receipt
    </Link>
  );
}

const TH = 'px-3 py-3 text-left text-xs font-semibold tracking-wide text-muted uppercase';
const TD = 'px-3 py-3 align-middle';

/** Payment History on a wide screen: Date, Transaction ID, Amount, Boost Type, Status. */
export function PaymentsTable({ rows }: { rows: readonly Payment[] }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{PAYMENTS_TEXT.caption}</caption>
        <thead className="border-b border-slate-200">
          <tr>
            <th scope="col" className={TH}>
              Date
            </th>
            <th scope="col" className={TH}>
              Transaction ID
            </th>
            <th scope="col" className={`${TH} text-right`}>
              Amount
            </th>
            <th scope="col" className={TH}>
              Boost Type
            </th>
            <th scope="col" className={TH}>
              Status
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((payment) => (
            <tr key={payment.id} className="hover:bg-slate-50">
              <th scope="row" className={`${TD} text-left font-normal whitespace-nowrap text-ink`}>
                <PaymentDate payment={payment} />
              </th>
              <td className={`${TD} max-w-64`}>
                <TransactionId payment={payment} />
              </td>
              <td className={`${TD} text-right font-semibold text-ink tabular-nums`}>
                {formatPence(payment.amount_pence)}
              </td>
              <td className={TD}>
                <BoostType payment={payment} />
              </td>
              <td className={TD}>
                <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <PaymentStatusBadge payment={payment} />
                  <ReceiptLink payment={payment} />
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Payment History on a phone: a card a payment with the table's content. */
export function PaymentCards({ rows }: { rows: readonly Payment[] }) {
  return (
    <ul aria-label={PAYMENTS_TEXT.caption} className="grid gap-3">
      {rows.map((payment) => (
        <li key={payment.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <div className="flex items-start justify-between gap-3">
            <BoostType payment={payment} />
            <PaymentStatusBadge payment={payment} />
          </div>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-sm">
            <dt className="text-muted">Date</dt>
            <dd className="text-ink">
              <PaymentDate payment={payment} />
            </dd>
            <dt className="text-muted">Amount</dt>
            <dd className="font-semibold text-ink tabular-nums">
              {formatPence(payment.amount_pence)}
            </dd>
            <dt className="text-muted">Transaction ID</dt>
            <dd className="min-w-0">
              <TransactionId payment={payment} />
            </dd>
          </dl>
          {hasReceipt(payment) ? (
            <p className="mt-3">
              <ReceiptLink payment={payment} />
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
