import { Link } from 'react-router-dom';
import { boostItemLabel, type PaymentItem } from '../../../shared/payments';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../dashboard/dashboard-styles';
import { MY_LISTINGS_PATH } from '../my-listings/my-listings-copy';
import { INLINE_ALERT } from '../my-listings/my-listings-styles';
import { formatPence } from '../payments/payment-format';
import { BOOST_TEXT } from './boost-copy';

type BoostSummaryProps = {
  items: readonly PaymentItem[];
  totalPence: number;
  /** On its way to the checkout: the button says so and cannot be pressed twice. */
  busy: boolean;
  /** Why the checkout did not start (spec 02 section 8), under the buttons. */
  error: string | null;
  onProceed: () => void;
};

/** The chosen boosts with their prices, the total to 2 decimals, Cancel and Proceed to Payment. */
export function BoostSummary({ items, totalPence, busy, error, onProceed }: BoostSummaryProps) {
  return (
    <section
      aria-labelledby="boost-summary-title"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 lg:sticky lg:top-6"
    >
      <h2 id="boost-summary-title" className="text-xl font-bold tracking-tight text-ink">
        {BOOST_TEXT.summaryHeading}
      </h2>
      {items.length === 0 ? (
        <p className="mt-3 text-muted">{BOOST_TEXT.nothingChosen}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {items.map((item) => (
            <li key={item.type} className="flex items-baseline justify-between gap-4 py-2">
              <span className="text-ink">{boostItemLabel(item)}</span>
              <span className="font-medium text-ink tabular-nums">
                {formatPence(item.price_pence)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 flex items-baseline justify-between gap-4 border-t border-slate-200 pt-3 text-lg font-bold text-ink">
        <span>{BOOST_TEXT.total}</span>
        <span className="tabular-nums" data-testid="boost-total">
          {formatPence(totalPence)}
        </span>
      </p>
      <p className="mt-1 text-sm text-muted">{BOOST_TEXT.vatNote}</p>
      {/* Announced as the total changes, without moving the focus off the option. */}
      <p role="status" className="sr-only">
        {`${BOOST_TEXT.total} ${formatPence(totalPence)}`}
      </p>
      <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row lg:flex-col-reverse xl:flex-row">
        <Link to={MY_LISTINGS_PATH} className={`${SECONDARY_BUTTON} sm:flex-1`}>
          {BOOST_TEXT.cancel}
        </Link>
        <button
          type="button"
          aria-disabled={busy || undefined}
          onClick={() => {
            if (!busy) onProceed();
          }}
          className={`${PRIMARY_BUTTON} sm:flex-1`}
        >
          {busy ? BOOST_TEXT.proceeding : BOOST_TEXT.proceed}
        </button>
      </div>
      {error ? (
        <p role="alert" className={`${INLINE_ALERT} mt-4 font-medium`}>
          {error}
        </p>
      ) : null}
    </section>
  );
}
