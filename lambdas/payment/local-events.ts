import { randomBytes } from 'node:crypto';
import type { CheckoutSessionRecord, StoredPayment } from './payments-repo';
import { paymentMetadata } from './checkout-lines';
import type { ProviderEvent } from './provider';
import { signEvent } from './signatures';

/*
 * The local stand-in's events: Stripe-shaped (the fields the webhook reads, as Stripe names
 * them), signed with the local webhook secret by the `stripe` package and POSTed to the same
 * webhook route Stripe calls in AWS.
 */

export const LOCAL_SESSION_PREFIX = 'cs_local_';

const eventId = () => `evt_local_${randomBytes(12).toString('hex')}`;
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The payment intent a paid local session makes: one per session, so a replay names the same. */
export function localPaymentIntent(sessionId: string): string {
  return `pi_local_${sessionId.startsWith(LOCAL_SESSION_PREFIX) ? sessionId.slice(LOCAL_SESSION_PREFIX.length) : sessionId}`;
}

export type LocalSessionOutcome = 'paid' | 'declined' | 'expired';

const SESSION_EVENT: Record<LocalSessionOutcome, string> = {
  paid: 'checkout.session.completed',
  declined: 'checkout.session.async_payment_failed',
  expired: 'checkout.session.expired',
};

/** The event Stripe would send for a checkout session's outcome. */
export function localSessionEvent(
  session: CheckoutSessionRecord,
  outcome: LocalSessionOutcome,
  now: Date,
): ProviderEvent & Record<string, unknown> {
  const metadata = paymentMetadata({
    id: session.payment_id,
    listing_id: session.listing_id,
    user_id: session.user_id,
  });
  return {
    id: eventId(),
    object: 'event',
    type: SESSION_EVENT[outcome],
    created: seconds(now),
    livemode: false,
    data: {
      object: {
        id: session.session_id,
        object: 'checkout.session',
        mode: 'payment',
        amount_total: session.amount_pence,
        currency: session.currency,
        client_reference_id: session.payment_id,
        metadata,
        payment_intent: outcome === 'paid' ? localPaymentIntent(session.session_id) : null,
        payment_status: outcome === 'paid' ? 'paid' : 'unpaid',
        status: outcome === 'expired' ? 'expired' : 'complete',
        success_url: session.success_url,
        cancel_url: session.cancel_url,
      },
    },
  };
}

/** `charge.refunded` for a payment refunded in full. */
export function localRefundEvent(
  payment: StoredPayment,
  now: Date,
): ProviderEvent & Record<string, unknown> {
  return {
    id: eventId(),
    object: 'event',
    type: 'charge.refunded',
    created: seconds(now),
    livemode: false,
    data: {
      object: {
        id: `ch_local_${randomBytes(12).toString('hex')}`,
        object: 'charge',
        amount: payment.amount_pence,
        amount_refunded: payment.amount_pence,
        refunded: true,
        currency: 'gbp',
        payment_intent: payment.payment_intent_id,
        metadata: paymentMetadata(payment),
      },
    },
  };
}

/**
 * POSTs a signed event to a webhook URL as Stripe does; throws unless it answers 2xx (Stripe
 * would retry, the stand-in page reports it).
 */
export async function deliverEvent(
  webhookUrl: string,
  event: ProviderEvent,
  secret: string,
  now: Date = new Date(),
): Promise<void> {
  const { body, signature } = signEvent(event, secret, now);
  const response = await fetch(webhookUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    body,
    signal: AbortSignal.timeout(30_000),
  });
  await response.arrayBuffer();
  if (!response.ok) {
    throw new Error(`The webhook answered ${response.status} to ${event.type}`);
  }
}
