import { env } from '../config';
import { stageDb } from '../platform/db';
import type { Logger } from '../platform/logger';
import { deliverEvent } from './local-events';
import { localProvider } from './local-provider';
import type { PaymentProvider } from './provider';
import { resetStripeSecret, stripeSecret } from './stripe-secret';
import { stripeProvider } from './stripe-provider';

/** The webhook route, as the provider calls it (shared/api/routes/stripe-webhook.ts). */
export const WEBHOOK_PATH = '/api/webhooks/stripe';

/** How long after a local refund its `charge.refunded` arrives, as Stripe's follows its refund. */
const LOCAL_REFUND_EVENT_DELAY_MS = 1000;

let stripe: { secretName: string; provider: PaymentProvider } | undefined;

export function resetPaymentProvider(): void {
  stripe = undefined;
  resetStripeSecret();
}

/**
 * The stage's provider (PAYMENT_PROVIDER): Stripe with the secret named by STRIPE_SECRET_NAME,
 * kept for the container (its key and client are read once), or the local stand-in with the
 * local webhook secret.
 */
export function stagePaymentProvider(log: Pick<Logger, 'warn'>): PaymentProvider {
  if (env.paymentProvider === 'local') {
    const webhookSecret = env.localWebhookSecret;
    if (!webhookSecret) throw new Error('Missing environment variable LOCAL_WEBHOOK_SECRET');
    const siteOrigin = env.siteOrigin;
    return localProvider({
      db: stageDb(),
      siteOrigin,
      webhookSecret,
      deliverLater: (event) => {
        setTimeout(() => {
          deliverEvent(`${siteOrigin}${WEBHOOK_PATH}`, event, webhookSecret).catch(
            (error: unknown) =>
              log.warn('local provider event not delivered', {
                eventType: event.type,
                error: error instanceof Error ? error.message : String(error),
              }),
          );
        }, LOCAL_REFUND_EVENT_DELAY_MS).unref();
      },
    });
  }
  const secretName = env.stripeSecretName;
  if (!secretName) throw new Error('Missing environment variable STRIPE_SECRET_NAME');
  if (stripe?.secretName !== secretName) {
    stripe = { secretName, provider: stripeProvider({ secret: () => stripeSecret(secretName) }) };
  }
  return stripe.provider;
}
