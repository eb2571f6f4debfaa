import type { StoredPayment } from './payments-repo';

/*
 * The payment provider (docs/boosts.md, "Payment provider"): one interface, two
 * implementations chosen by the stage's PAYMENT_PROVIDER: Stripe (stripe-provider.ts) and the
 * local stage's stand-in (local-provider.ts), which signs its events with the same library.
 */

/** A provider event as delivered to the webhook: Stripe's shape (`data.object` is the subject). */
export type ProviderEvent = {
  id: string;
  type: string;
  data: { object: unknown };
};

export type CheckoutRequest = {
  payment: StoredPayment;
  successUrl: string;
  cancelUrl: string;
};

export type CheckoutSession = { sessionId: string; url: string };

export type PaymentProvider = {
  readonly name: 'stripe' | 'local';
  /** A hosted checkout for the payment's lines (GBP, pence) with its ids as metadata. */
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Refunds a paid payment in full; the provider's `charge.refunded` event follows. */
  refund(payment: StoredPayment): Promise<void>;
  /**
   * The event a webhook request carries, once its signature over the exact body is verified;
   * throws WebhookSignatureError when the signature is missing or does not match.
   */
  verifyEvent(rawBody: string, signature: string | undefined): Promise<ProviderEvent>;
  /** The payment a payment intent was made for (its metadata), for events that name no payment. */
  paymentIdForIntent(paymentIntentId: string): Promise<string | null>;
};

/**
 * The provider could not be reached or refused the request (network, outage, a bad key):
 * nothing was charged or refunded. `failure` says why, without secrets, for the payment's record.
 */
export class ProviderUnavailableError extends Error {
  override readonly name = 'ProviderUnavailableError';
  constructor(
    readonly failure: string,
    options?: { cause?: unknown },
  ) {
    super(failure, options);
  }
}

/** A webhook request whose signature is missing or wrong: it changes nothing (400). */
export class WebhookSignatureError extends Error {
  override readonly name = 'WebhookSignatureError';
}
