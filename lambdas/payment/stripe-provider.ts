import Stripe from 'stripe';
import type { StoredPayment } from './payments-repo';
import { CHECKOUT_LIFETIME_MS, checkoutLines, paymentMetadata } from './checkout-lines';
import {
  ProviderUnavailableError,
  type CheckoutRequest,
  type CheckoutSession,
  type PaymentProvider,
} from './provider';
import { verifySignedEvent } from './signatures';
import type { StripeSecret } from './stripe-secret';

export type StripeProviderOptions = {
  /** The stage's secret key and webhook signing secret (stripe-secret.ts). */
  secret: () => Promise<StripeSecret>;
  /** The client's settings beyond the key (tests point it at an address where nothing answers). */
  config?: Stripe.StripeConfig;
  now?: () => Date;
};

/** Within the route's 10 s: one retry of a call that timed out or dropped, idempotent by key. */
const CLIENT_DEFAULTS: Stripe.StripeConfig = { timeout: 3500, maxNetworkRetries: 1 };

/** Why a call failed, for the payment's record and the logs: Stripe's type and message, no key. */
function describe(error: unknown): string {
  if (error instanceof Stripe.errors.StripeError) {
    return `${error.type}${error.code ? ` (${error.code})` : ''}: ${error.message}`.slice(0, 300);
  }
  return error instanceof Error ? `${error.name}: ${error.message}`.slice(0, 300) : String(error);
}

/** Stripe Checkout through the `stripe` package, with the key from Secrets Manager. */
export function stripeProvider(options: StripeProviderOptions): PaymentProvider {
  let client: { key: string; stripe: Stripe } | undefined;
  const now = () => options.now?.() ?? new Date();

  async function stripe(what: string): Promise<Stripe> {
    let secret: StripeSecret;
    try {
      secret = await options.secret();
    } catch (error) {
      throw new ProviderUnavailableError(`${what}: ${describe(error)}`, { cause: error });
    }
    if (client?.key !== secret.secretKey) {
      client = {
        key: secret.secretKey,
        stripe: new Stripe(secret.secretKey, { ...CLIENT_DEFAULTS, ...options.config }),
      };
    }
    return client.stripe;
  }

  async function call<T>(what: string, work: (stripe: Stripe) => Promise<T>): Promise<T> {
    const api = await stripe(what);
    try {
      return await work(api);
    } catch (error) {
      throw new ProviderUnavailableError(`${what}: ${describe(error)}`, { cause: error });
    }
  }

  return {
    name: 'stripe',

    async createCheckout({
      payment,
      successUrl,
      cancelUrl,
    }: CheckoutRequest): Promise<CheckoutSession> {
      const metadata = paymentMetadata(payment);
      const session = await call('Stripe checkout', (api) =>
        api.checkout.sessions.create(
          {
            mode: 'payment',
            currency: 'gbp',
            client_reference_id: payment.id,
            line_items: checkoutLines(payment.items).map((line) => ({
              quantity: 1,
              price_data: {
                currency: 'gbp',
                unit_amount: line.amount_pence,
                product_data: { name: line.name },
              },
            })),
            metadata,
            payment_intent_data: {
              metadata,
              description: `VanYard boost: ${payment.listing_title}`.slice(0, 200),
            },
            success_url: successUrl,
            cancel_url: cancelUrl,
            expires_at: Math.floor((now().getTime() + CHECKOUT_LIFETIME_MS) / 1000),
          },
          // A retried request (the SDK's own retry) makes the same session, never a second one.
          { idempotencyKey: `checkout-${payment.id}` },
        ),
      );
      if (!session.url) throw new ProviderUnavailableError('Stripe checkout: no URL in the answer');
      return { sessionId: session.id, url: session.url };
    },

    async refund(payment: StoredPayment): Promise<void> {
      const intent = payment.payment_intent_id;
      if (!intent) throw new Error(`Payment ${payment.id} has no payment intent to refund`);
      try {
        await call('Stripe refund', (api) =>
          api.refunds.create(
            { payment_intent: intent, metadata: paymentMetadata(payment) },
            { idempotencyKey: `refund-${payment.id}` },
          ),
        );
      } catch (error) {
        // Refunded already (from Stripe's dashboard, its event not yet here): the money is back.
        const cause = error instanceof ProviderUnavailableError ? error.cause : undefined;
        if (cause instanceof Stripe.errors.StripeError && cause.code === 'charge_already_refunded')
          return;
        throw error;
      }
    },

    async verifyEvent(rawBody, signature) {
      let secret: StripeSecret;
      try {
        secret = await options.secret();
      } catch (error) {
        throw new ProviderUnavailableError(`Stripe webhook secret: ${describe(error)}`, {
          cause: error,
        });
      }
      return verifySignedEvent(rawBody, signature, secret.webhookSecret);
    },

    async paymentIdForIntent(paymentIntentId) {
      const intent = await call('Stripe payment intent', (api) =>
        api.paymentIntents.retrieve(paymentIntentId),
      );
      return intent.metadata?.payment_id ?? null;
    },
  };
}
