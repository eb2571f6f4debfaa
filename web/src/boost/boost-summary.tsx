import { Link } from 'react-router-dom';
import { boostItemLabel, type PaymentItem } from '#shared/payments';
import { INLINE_ALERT } from '../ui/styles';
import { formatPence } from '../lib/payment-format';
import { BOOST_TEXT } from './boost-copy';
import { pages } from '#shared/pages';
import { buttonClass } from '../ui/button';
import { cardClass } from '../ui/card';

type BoostSummaryProps = {
  items: readonly PaymentItem[];
  totalPence: number;
  /** On its way to the checkout: the button says so and cannot be pressed twice. */
  busy: boolean;
  /** Why the checkout did not start (spec 02 section 8), under the buttons. */
  error: string | null;
  onProceed: () => void;
};

const CHOOSE_FIRST_ID = 'boost-choose-first';

/** The dashboard's primary button, greyed while disabled (slate-500 keeps 4.8:1 with white). */
const PROCEED_BUTTON =
  'inline-flex items-center justify-center rounded-md bg-brand-700 px-5 py-2.5 text-center font-semibold text-white hover:bg-brand-800 aria-disabled:cursor-wait aria-disabled:opacity-80 disabled:cursor-not-allowed disabled:bg-slate-500 disabled:hover:bg-slate-500';

/**
 * The chosen boosts with their prices, the total to 2 decimals, Cancel and Proceed to Payment.
 * Below 1024 px the total and Proceed sit in a bar fixed at the bottom (BoostCheckoutBar), so
 * this card's own Proceed is for wider screens only: one Proceed on screen at a time.
 */
export function BoostSummary({ items, totalPence, busy, error, onProceed }: BoostSummaryProps) {
  return (
    <section
      aria-labelledby="boost-summary-title"
      className={cardClass({ className: 'lg:sticky lg:top-6' })}
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
        <Link
          to={pages.myListings.build()}
          className={`${buttonClass({ variant: 'secondary' })} sm:flex-1`}
        >
          {BOOST_TEXT.cancel}
        </Link>
        <ProceedButton
          chosen={items.length > 0}
          busy={busy}
          onProceed={onProceed}
          className="max-lg:hidden sm:flex-1"
        />
      </div>
      {items.length === 0 ? (
        <p id={CHOOSE_FIRST_ID} className="mt-3 text-sm text-muted max-lg:hidden">
          {BOOST_TEXT.chooseFirst}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className={`${INLINE_ALERT} mt-4 font-medium`}>
          {error}
        </p>
      ) : null}
    </section>
  );
}

/**
 * Below 1024 px: the total and Proceed to Payment fixed at the bottom of the screen, so they
 * stay in view while the seller scrolls through the options (issue 28).
 */
export function BoostCheckoutBar({
  items,
  totalPence,
  busy,
  onProceed,
}: Omit<BoostSummaryProps, 'error'>) {
  return (
    <div
      role="region"
      aria-label="Boost total"
      // styles.css pads the page end by the bar's height while the bar is there.
      data-boost-bar
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.08)] lg:hidden"
    >
      <div className="mx-auto flex max-w-3xl items-center justify-between gap-4">
        <p className="min-w-0 text-ink">
          <span className="block text-sm text-muted">
            {items.length === 0 ? BOOST_TEXT.nothingInBar : BOOST_TEXT.total}
          </span>
          <span className="text-lg font-bold tabular-nums">{formatPence(totalPence)}</span>
        </p>
        <ProceedButton
          chosen={items.length > 0}
          busy={busy}
          onProceed={onProceed}
          className="shrink-0 whitespace-nowrap"
        />
      </div>
    </div>
  );
}

/**
 * Proceed to Payment: disabled until an option is chosen (the hint beside it says so), busy
 * (aria-disabled, still focusable) while on its way to the checkout.
 */
function ProceedButton({
  chosen,
  busy,
  onProceed,
  className = '',
}: {
  chosen: boolean;
  busy: boolean;
  onProceed: () => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      disabled={!chosen}
      aria-disabled={busy || undefined}
      aria-describedby={chosen ? undefined : CHOOSE_FIRST_ID}
      onClick={() => {
        if (!busy) onProceed();
      }}
      className={`${PROCEED_BUTTON} ${className}`}
    >
      {busy ? BOOST_TEXT.proceeding : BOOST_TEXT.proceed}
    </button>
  );
}
