import Stripe from 'stripe';
import { WebhookSignatureError, type ProviderEvent } from './provider';

/*
 * Webhook signatures, Stripe's scheme for both providers: the `stripe` package verifies a
 * `Stripe-Signature` header over the exact body with the stage's signing secret, and signs the
 * local stand-in's events the same way, offline.
 */

/** The event of a request whose signature holds; WebhookSignatureError otherwise. */
export function verifySignedEvent(
  rawBody: string,
  signature: string | undefined,
  secret: string,
): ProviderEvent {
  if (!signature) throw new WebhookSignatureError('The Stripe-Signature header is missing.');
  let event: Stripe.Event;
  try {
    // Also refuses a signature older than the library's tolerance (5 minutes): a replay.
    event = Stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch (error) {
    throw new WebhookSignatureError(
      error instanceof Stripe.errors.StripeSignatureVerificationError
        ? 'The Stripe-Signature header does not match the body.'
        : 'The signed body is not an event.',
    );
  }
  if (typeof event?.id !== 'string' || typeof event.type !== 'string' || !event.data) {
    throw new WebhookSignatureError('The signed body is not an event.');
  }
  return event as ProviderEvent;
}

/** A body and its `Stripe-Signature` header, as the provider would send them. */
export function signEvent(
  event: ProviderEvent,
  secret: string,
  now: Date = new Date(),
): { body: string; signature: string } {
  const body = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload: body,
    secret,
    timestamp: Math.floor(now.getTime() / 1000),
  });
  return { body, signature };
}
