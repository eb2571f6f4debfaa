import {
  BOOST_MESSAGES,
  boostItemLabel,
  formatReceiptNumber,
  type Payment,
} from '#shared/payments';
import { receiptPath } from '#shared/receipts';
import { dateAndTime, formatPence } from '../lib/payment-format';
import { BOOST_TEXT } from './boost-copy';
import type { ReturnState } from './payment-return';
import { pages } from '#shared/pages';
import { TextLink } from '../ui/text-link';

type Tone = 'success' | 'waiting' | 'failure' | 'neutral';

const TONES: Record<Tone, string> = {
  success: 'border-emerald-300 bg-emerald-50 text-emerald-950',
  waiting: 'border-amber-300 bg-amber-50 text-amber-950',
  failure: 'border-red-300 bg-red-50 text-red-950',
  neutral: 'border-slate-300 bg-white text-ink',
};

const COPY: Record<ReturnState | 'cancelled', { title: string; text: string; tone: Tone }> = {
  checking: { title: BOOST_TEXT.pendingTitle, text: BOOST_TEXT.pending, tone: 'waiting' },
  pending: { title: BOOST_TEXT.pendingTitle, text: BOOST_TEXT.pending, tone: 'waiting' },
  slow: { title: BOOST_TEXT.slowTitle, text: BOOST_TEXT.slow, tone: 'waiting' },
  succeeded: { title: BOOST_MESSAGES.successTitle, text: BOOST_MESSAGES.success, tone: 'success' },
  failed: { title: BOOST_TEXT.failedTitle, text: BOOST_TEXT.failed, tone: 'failure' },
  refunded: { title: BOOST_TEXT.refundedTitle, text: BOOST_TEXT.refunded, tone: 'neutral' },
  unchecked: { title: BOOST_TEXT.uncheckedTitle, text: BOOST_TEXT.unchecked, tone: 'neutral' },
  cancelled: {
    title: BOOST_MESSAGES.cancelledTitle,
    text: BOOST_MESSAGES.cancelled,
    tone: 'neutral',
  },
};

type PaymentReturnNoticeProps = {
  state: ReturnState | 'cancelled';
  /** The payment as the API has it, once read. */
  payment: Payment | undefined;
};

/**
 * What came of the checkout, at the top of the boost page: 'Payment Successful' once the API
 * says the payment succeeded (with what it bought), a pending state until the webhook lands,
 * 'Payment Cancelled', or a failure. A live region, so each change is read out.
 */
export function PaymentReturnNotice({ state, payment }: PaymentReturnNoticeProps) {
  const copy = COPY[state];
  const waiting = state === 'checking' || state === 'pending';
  return (
    <div
      role="status"
      aria-live="polite"
      aria-busy={waiting || undefined}
      className={`mt-6 rounded-xl border p-5 ${TONES[copy.tone]}`}
    >
      <h2 className="flex items-center gap-2 text-xl font-bold tracking-tight">
        {waiting ? (
          <span
            aria-hidden="true"
            className="inline-block size-5 animate-spin rounded-full border-2 border-current border-t-transparent"
          />
        ) : null}
        {copy.title}
      </h2>
      <p className="mt-1">{copy.text}</p>
      {state === 'succeeded' && payment ? <PaymentFacts payment={payment} /> : null}
      {state === 'slow' || state === 'unchecked' || state === 'succeeded' ? (
        <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
          {state === 'succeeded' && payment && payment.receipt_number !== null ? (
            <TextLink to={receiptPath(payment.id)}>
              View receipt {formatReceiptNumber(payment.receipt_number)}
            </TextLink>
          ) : null}
          <TextLink to={pages.payments.build()}>{BOOST_TEXT.paymentHistory}</TextLink>
        </p>
      ) : null}
    </div>
  );
}

/**
 * What was bought and until when, as the server recorded it with the payment's success (never
 * the page's own choice, which is gone after the checkout), what it cost and the reference.
 */
function PaymentFacts({ payment }: { payment: Payment }) {
  return (
    <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      <dt className="font-semibold">Boost</dt>
      <dd>
        <ul>
          {payment.items.map((item) => {
            const until = payment.boosted_until?.[item.type] ?? null;
            return (
              <li key={item.type}>
                {boostItemLabel(item)}
                {until ? (
                  <>
                    , until{' '}
                    <time dateTime={until} className="font-semibold">
                      {dateAndTime(until)}
                    </time>
                  </>
                ) : null}
              </li>
            );
          })}
        </ul>
      </dd>
      <dt className="font-semibold">Amount</dt>
      <dd className="tabular-nums">{formatPence(payment.amount_pence)}</dd>
      {payment.transaction_id ? (
        <>
          <dt className="font-semibold">Transaction ID</dt>
          <dd className="font-mono break-all">{payment.transaction_id}</dd>
        </>
      ) : null}
    </dl>
  );
}
