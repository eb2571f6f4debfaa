import { formatMoney } from '#shared/format';
import {
  PAYMENT_BOOST_TYPE_LABELS,
  paymentBadge,
  type Payment,
  type PaymentState,
} from '#shared/payments';
import { boostDate, type Tone } from './listing-labels';

const time = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Europe/London',
});

/** '2026-03-05T14:03:00Z' -> '05 Mar 2026, 14:03' (UK time): a payment, a boost's end. */
export function dateAndTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${boostDate(iso)}, ${time.format(date)}`;
}

/** 2498 -> '£24.98'. */
export function formatPence(pence: number): string {
  return formatMoney(pence / 100);
}

/**
 * Search Featured, Homepage Featured or Multiple Features (spec 02 section 2): Admin Payments,
 * whose rows (the admin mirror) carry the kind only. Payment History names what was bought
 * (paymentItemsLabel).
 */
export function boostTypeLabel(payment: Pick<Payment, 'boost_type'>): string {
  return PAYMENT_BOOST_TYPE_LABELS[payment.boost_type];
}

const BADGE_TONES = {
  Successful: 'positive',
  Pending: 'waiting',
  Refunded: 'neutral',
  Failed: 'negative',
} as const;

/** Successful, Pending, Refunded or Failed (any other state), with its colour. */
export function paymentStatusBadge(status: PaymentState): {
  label: 'Successful' | 'Pending' | 'Refunded' | 'Failed';
  tone: Tone;
} {
  const label = paymentBadge(status);
  return { label, tone: BADGE_TONES[label] };
}
