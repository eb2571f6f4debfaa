import { useParams, Link } from 'react-router-dom';
import { ownPaymentReceiptRoute } from '#shared/api/routes/own-payment-receipt';
import { paymentIdParams } from '#shared/payments';
import type { Receipt, ReceiptLine } from '#shared/receipts';
import { isNotFound } from '../api/not-found';
import { useApi } from '../api/use-api';
import { SignedInPage } from '../auth/signed-in-page';
import type { SessionUser } from '../auth/session-user';
import { Breadcrumbs } from '../ui/breadcrumbs';
import { PAGE, PAGE_INNER, SKELETON, INLINE_ALERT, TEXT_LINK } from '../ui/styles';
import { boostDate } from '../lib/listing-labels';
import { dateAndTime, formatPence } from '../lib/payment-format';
import { PAYMENTS_SIGNED_OUT_TOAST, RECEIPT_TEXT } from './payments-copy';
import { pages } from '#shared/pages';
import { buttonClass } from '../ui/button';

/** /dashboard/payments/{id}/receipt: a paid payment's VAT receipt, to read and print. */
export function ReceiptPage() {
  return (
    <SignedInPage copy={RECEIPT_TEXT} signedOutToast={PAYMENTS_SIGNED_OUT_TOAST}>
      {(user) => <ReceiptScreen user={user} />}
    </SignedInPage>
  );
}

function ReceiptScreen({ user }: { user: SessionUser }) {
  const { paymentId = '' } = useParams();
  const valid = paymentIdParams.safeParse({ id: paymentId }).success;
  const { data, error, mutate } = useApi(
    ownPaymentReceiptRoute,
    valid ? { path: { id: paymentId } } : null,
    { userId: user.id },
  );
  const load: ReceiptLoad = data
    ? { status: 'ready', receipt: data }
    : !valid || error
      ? { status: 'failed', notFound: !valid || isNotFound(error) }
      : { status: 'loading' };
  return <ReceiptView load={load} onRetry={() => void mutate()} onPrint={() => window.print()} />;
}

export type ReceiptLoad =
  | { status: 'loading' }
  | { status: 'failed'; notFound: boolean }
  | { status: 'ready'; receipt: Receipt };

/** The page in each of its states (split out so it renders without a session in tests). */
export function ReceiptView({
  load,
  onRetry,
  onPrint,
}: {
  load: ReceiptLoad;
  onRetry: () => void;
  onPrint: () => void;
}) {
  const number = load.status === 'ready' ? load.receipt.number : null;
  return (
    <div className={PAGE}>
      <div className={PAGE_INNER}>
        <div data-print-hidden>
          <Breadcrumbs
            trail={[
              { label: 'Dashboard', href: pages.dashboard.build() },
              { label: 'Payment History', href: pages.payments.build() },
              { label: number ? `Receipt ${number}` : RECEIPT_TEXT.heading },
            ]}
          />
        </div>
        <div className="mt-6">
          {load.status === 'ready' ? (
            <ReadyReceipt receipt={load.receipt} onPrint={onPrint} />
          ) : load.status === 'failed' ? (
            <div role="alert" className={INLINE_ALERT}>
              <p className="font-semibold">{RECEIPT_TEXT.loadFailed}</p>
              <p className="mt-1">
                {load.notFound
                  ? RECEIPT_TEXT.notFound
                  : 'Please check your connection and try again.'}
              </p>
              <div className="mt-3 flex flex-wrap gap-3">
                {load.notFound ? null : (
                  <button
                    type="button"
                    onClick={onRetry}
                    className={buttonClass({ variant: 'secondary' })}
                  >
                    {RECEIPT_TEXT.retry}
                  </button>
                )}
                <Link to={pages.payments.build()} className={buttonClass({ variant: 'secondary' })}>
                  {RECEIPT_TEXT.back}
                </Link>
              </div>
            </div>
          ) : (
            <div aria-busy="true">
              <h1 className="sr-only">{RECEIPT_TEXT.heading}</h1>
              <p role="status" className="sr-only">
                {RECEIPT_TEXT.loading}
              </p>
              <div className={`${SKELETON} h-96 w-full`} />
            </div>
          )}
        </div>
      </div>
    </div>
  );
}

function ReadyReceipt({ receipt, onPrint }: { receipt: Receipt; onPrint: () => void }) {
  const vatRegistered = receipt.supplier.vat_number !== null;
  return (
    <>
      <div data-print-hidden className="mb-6 flex flex-wrap gap-3">
        <button type="button" onClick={onPrint} className={buttonClass()}>
          {RECEIPT_TEXT.print}
        </button>
        <Link to={pages.payments.build()} className={buttonClass({ variant: 'secondary' })}>
          {RECEIPT_TEXT.back}
        </Link>
      </div>
      {/* styles.css prints this alone, on white, without the site's header and footer. */}
      <article
        data-receipt
        aria-labelledby="receipt-title"
        className="rounded-xl border border-slate-200 bg-white p-5 text-ink shadow-sm sm:p-8"
      >
        <header className="flex flex-wrap items-start justify-between gap-4 border-b border-slate-200 pb-5">
          <div>
            <h1 id="receipt-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
              {vatRegistered ? RECEIPT_TEXT.heading : RECEIPT_TEXT.headingWithoutVat}
            </h1>
            <p className="mt-1 text-muted">{receipt.supplier.name}</p>
          </div>
          <dl className="grid grid-cols-[auto_auto] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted">{RECEIPT_TEXT.number}</dt>
            <dd className="font-mono font-semibold">{receipt.number}</dd>
            <dt className="text-muted">{RECEIPT_TEXT.date}</dt>
            <dd>
              <time dateTime={receipt.issued_at}>{boostDate(receipt.issued_at)}</time>
            </dd>
          </dl>
        </header>
        {receipt.status === 'refunded' ? (
          <p className="mt-5 rounded-md border-2 border-red-700 bg-red-50 px-4 py-3 font-semibold text-red-900">
            {RECEIPT_TEXT.refundedTitle}
            {receipt.refunded_at ? ` on ${dateAndTime(receipt.refunded_at)}` : ''}: the full amount
            of {formatPence(receipt.gross_pence)} was paid back to you.
          </p>
        ) : null}
        <div className="mt-5 grid gap-6 sm:grid-cols-2">
          <section aria-labelledby="receipt-from">
            <h2
              id="receipt-from"
              className="text-sm font-semibold tracking-wide text-muted uppercase"
            >
              {RECEIPT_TEXT.from}
            </h2>
            <address className="mt-2 not-italic">
              <span className="block font-semibold">{receipt.supplier.name}</span>
              {receipt.supplier.address_lines.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
            <dl className="mt-2 text-sm">
              {receipt.supplier.company_number ? (
                <div>
                  <dt className="inline text-muted">{RECEIPT_TEXT.companyNumber}: </dt>
                  <dd className="inline">{receipt.supplier.company_number}</dd>
                </div>
              ) : null}
              {receipt.supplier.vat_number ? (
                <div>
                  <dt className="inline text-muted">{RECEIPT_TEXT.vatNumber}: </dt>
                  <dd className="inline">{receipt.supplier.vat_number}</dd>
                </div>
              ) : (
                <p className="text-muted">{RECEIPT_TEXT.noVatNumber}</p>
              )}
            </dl>
          </section>
          <section aria-labelledby="receipt-to">
            <h2
              id="receipt-to"
              className="text-sm font-semibold tracking-wide text-muted uppercase"
            >
              {RECEIPT_TEXT.to}
            </h2>
            <address className="mt-2 not-italic">
              <span className="block font-semibold">{receipt.customer.name}</span>
              {receipt.customer.address_lines.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
              {receipt.customer.email ? (
                <span className="block text-sm break-all text-muted">{receipt.customer.email}</span>
              ) : null}
            </address>
            {receipt.customer.address_lines.length === 0 ? (
              <p className="mt-2 text-sm text-muted">
                {RECEIPT_TEXT.noAddress}{' '}
                <Link to={pages.dashboardProfile.build()} className={TEXT_LINK} data-print-hidden>
                  {RECEIPT_TEXT.addAddress}
                </Link>
              </p>
            ) : null}
          </section>
        </div>
        <ReceiptLines receipt={receipt} />
        <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 border-t border-slate-200 pt-4 text-sm">
          <dt className="text-muted">{RECEIPT_TEXT.paymentId}</dt>
          <dd className="font-mono break-all">{receipt.payment_id}</dd>
          {receipt.transaction_id ? (
            <>
              <dt className="text-muted">{RECEIPT_TEXT.transactionId}</dt>
              <dd className="font-mono break-all">{receipt.transaction_id}</dd>
            </>
          ) : null}
        </dl>
        <p className="mt-4 text-sm text-muted">{RECEIPT_TEXT.pricesNote}</p>
      </article>
    </>
  );
}

const TH = 'px-1.5 py-2 text-xs font-semibold tracking-wide text-muted uppercase sm:px-2';
const AMOUNT = 'px-1.5 py-3 text-right align-top whitespace-nowrap tabular-nums sm:px-2';

/** The lines, each net, VAT and gross, then the totals: a table that reads in order. */
function ReceiptLines({ receipt }: { receipt: Receipt }) {
  const rate = `${receipt.vat_rate_percent}%`;
  return (
    <div className="mt-6">
      {/* Fits a phone without scrolling: the description wraps, the amounts do not. */}
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">What was bought</caption>
        <thead className="border-b border-slate-300">
          <tr>
            <th scope="col" className={`${TH} text-left`}>
              {RECEIPT_TEXT.description}
            </th>
            <th scope="col" className={`${TH} text-right`}>
              {RECEIPT_TEXT.net}
            </th>
            <th scope="col" className={`${TH} text-right`}>
              {RECEIPT_TEXT.vat} ({rate})
            </th>
            <th scope="col" className={`${TH} text-right`}>
              {RECEIPT_TEXT.total}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {receipt.lines.map((line) => (
            <LineRow key={line.description} line={line} listing={receipt.listing_title} />
          ))}
        </tbody>
        <tfoot className="border-t-2 border-slate-300">
          <TotalRow label={RECEIPT_TEXT.netTotal} pence={receipt.net_pence} />
          <TotalRow label={`${RECEIPT_TEXT.vatTotal} at ${rate}`} pence={receipt.vat_pence} />
          <TotalRow label={RECEIPT_TEXT.grossTotal} pence={receipt.gross_pence} strong />
        </tfoot>
      </table>
    </div>
  );
}

function LineRow({ line, listing }: { line: ReceiptLine; listing: string }) {
  return (
    <tr>
      <th scope="row" className="px-1.5 py-3 text-left align-top font-normal break-words sm:px-2">
        <span className="block font-medium">{line.description}</span>
        <span className="block text-xs text-muted">
          {listing}
          {line.until ? `, until ${dateAndTime(line.until)}` : ''}
        </span>
      </th>
      <td className={AMOUNT}>{formatPence(line.net_pence)}</td>
      <td className={AMOUNT}>{formatPence(line.vat_pence)}</td>
      <td className={AMOUNT}>{formatPence(line.gross_pence)}</td>
    </tr>
  );
}

function TotalRow({ label, pence, strong }: { label: string; pence: number; strong?: boolean }) {
  return (
    <tr className={strong ? 'text-base font-bold' : ''}>
      <th scope="row" colSpan={3} className="px-2 py-1.5 text-right font-semibold">
        {label}
      </th>
      <td className="px-2 py-1.5 text-right tabular-nums">{formatPence(pence)}</td>
    </tr>
  );
}
