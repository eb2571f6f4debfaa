import { paymentIdParams, type Payment } from '#shared/payments';

/**
 * Back from the checkout (docs/boosts.md): `?payment=success&payment_id={id}` or
 * `?payment=cancelled`. Anything else is an ordinary visit.
 */
export type PaymentReturn =
  { kind: 'none' } | { kind: 'cancelled' } | { kind: 'success'; paymentId: string | null };

export function paymentReturnFrom(params: URLSearchParams): PaymentReturn {
  const payment = params.get('payment');
  if (payment === 'cancelled') return { kind: 'cancelled' };
  if (payment !== 'success') return { kind: 'none' };
  const id = params.get('payment_id');
  const valid = id !== null && paymentIdParams.safeParse({ id }).success;
  return { kind: 'success', paymentId: valid ? id : null };
}

/** How often the page asks while the webhook has not landed, and for how long. */
export const PAYMENT_POLL_MS = 2_000;
export const PAYMENT_POLL_LIMIT_MS = 60_000;

/**
 * What the return shows: the payment as the API has it. Until it is known the page says it is
 * checking; a payment still pending after a minute is 'slow' (it may yet land: the page says
 * where to look); one that cannot be read is 'unchecked'.
 */
export type ReturnState =
  'checking' | 'pending' | 'slow' | 'succeeded' | 'failed' | 'refunded' | 'unchecked';

export function returnState(
  payment: Pick<Payment, 'status'> | undefined,
  failed: boolean,
  timedOut: boolean,
): ReturnState {
  if (!payment) return failed ? 'unchecked' : 'checking';
  switch (payment.status) {
    case 'succeeded':
      return 'succeeded';
    case 'refunded':
      return 'refunded';
    case 'failed':
    case 'expired':
      return 'failed';
    case 'pending':
      return timedOut ? 'slow' : 'pending';
  }
}

/** Whether to ask again in PAYMENT_POLL_MS: only while the payment is pending and in time. */
export function keepPolling(payment: Pick<Payment, 'status'> | undefined, timedOut: boolean) {
  return !timedOut && (payment === undefined || payment.status === 'pending');
}
