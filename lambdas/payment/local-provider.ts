import { randomBytes } from 'node:crypto';
import type { Db } from '../platform/db';
import { putCheckoutSession, type StoredPayment } from './payments-repo';
import { LOCAL_SESSION_PREFIX, localRefundEvent } from './local-events';
import type { CheckoutRequest, PaymentProvider, ProviderEvent } from './provider';
import { ProviderUnavailableError } from './provider';
import { verifySignedEvent } from './signatures';

/** The local stand-in checkout page, served by the local gateway (never deployed). */
export const LOCAL_CHECKOUT_PATH = '/_local/checkout/';

/** A local session lasts a day, as a Stripe Checkout session does by default. */
export const LOCAL_SESSION_SECONDS = 24 * 3600;

export type LocalProviderOptions = {
  db: Db;
  /** The stage's own URL: the stand-in page is served under it. */
  siteOrigin: string;
  /** The local webhook signing secret (LOCAL_WEBHOOK_SECRET). */
  webhookSecret: string;
  /**
   * Sends an event to the webhook later, as Stripe does after a refund (the refund's own
   * answer does not wait for it).
   */
  deliverLater: (event: ProviderEvent) => void;
  now?: () => Date;
};

/**
 * The local stage's provider (docs/boosts.md): checkout sessions kept in the table and paid on
 * the gateway's stand-in page, events signed with the local secret by the same library.
 */
export function localProvider(options: LocalProviderOptions): PaymentProvider {
  const now = () => options.now?.() ?? new Date();
  return {
    name: 'local',

    async createCheckout({ payment, successUrl, cancelUrl }: CheckoutRequest) {
      const sessionId = `${LOCAL_SESSION_PREFIX}${randomBytes(12).toString('hex')}`;
      const at = now();
      try {
        await putCheckoutSession(options.db, {
          session_id: sessionId,
          payment_id: payment.id,
          listing_id: payment.listing_id,
          user_id: payment.user_id,
          listing_title: payment.listing_title,
          items: payment.items,
          amount_pence: payment.amount_pence,
          currency: 'gbp',
          success_url: successUrl,
          cancel_url: cancelUrl,
          status: 'open',
          created_at: at.toISOString(),
          expires_at: Math.floor(at.getTime() / 1000) + LOCAL_SESSION_SECONDS,
        });
      } catch (error) {
        // The stand-in's own store is its "network": when it fails, nothing was charged.
        throw new ProviderUnavailableError(
          `Local checkout: ${error instanceof Error ? error.message : String(error)}`,
          { cause: error },
        );
      }
      return { sessionId, url: `${options.siteOrigin}${LOCAL_CHECKOUT_PATH}${sessionId}` };
    },

    async refund(payment: StoredPayment) {
      options.deliverLater(localRefundEvent(payment, now()));
    },

    async verifyEvent(rawBody, signature) {
      return verifySignedEvent(rawBody, signature, options.webhookSecret);
    },

    // Local events always carry the payment's id.
    async paymentIdForIntent() {
      return null;
    },
  };
}
