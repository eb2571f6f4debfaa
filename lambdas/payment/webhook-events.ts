import { z } from 'zod';
import type { ProviderEvent } from './provider';

/*
 * What a verified provider event asks of a payment (docs/boosts.md, "Flow"): pure, so every
 * event shape is tested without a table. The transitions themselves are conditional writes
 * (handle-webhook.ts), which is what makes duplicates, replays and reordering harmless.
 */

export type WebhookAction =
  | {
      kind: 'succeed';
      paymentId: string | null;
      sessionId: string;
      paymentIntentId: string | null;
      /** What the session charged, to compare with the payment's amount. */
      amountPence: number | null;
    }
  /** A completed session whose money has not arrived (an asynchronous method): wait. */
  | { kind: 'wait'; paymentId: string | null; sessionId: string }
  | { kind: 'fail'; paymentId: string | null; sessionId: string; failure: string }
  | { kind: 'expire'; paymentId: string | null; sessionId: string }
  | { kind: 'refund'; paymentId: string | null; paymentIntentId: string | null }
  | { kind: 'ignore'; why: string };

const idOf = z
  .union([z.string(), z.object({ id: z.string() }).loose()])
  .nullish()
  .transform((value) => (value == null ? null : typeof value === 'string' ? value : value.id));

const metadata = z
  .record(z.string(), z.string())
  .nullish()
  .transform((value) => value ?? {});

const sessionSchema = z
  .object({
    id: z.string(),
    metadata,
    client_reference_id: z.string().nullish(),
    payment_intent: idOf,
    payment_status: z.string().nullish(),
    amount_total: z.number().int().nullish(),
  })
  .loose();

const chargeSchema = z
  .object({
    metadata,
    payment_intent: idOf,
    refunded: z.boolean().nullish(),
  })
  .loose();

const SESSION_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);

export function webhookAction(event: ProviderEvent): WebhookAction {
  if (SESSION_EVENTS.has(event.type)) {
    const parsed = sessionSchema.safeParse(event.data.object);
    if (!parsed.success) return { kind: 'ignore', why: `${event.type} without a session` };
    const session = parsed.data;
    const paymentId = session.metadata.payment_id ?? session.client_reference_id ?? null;
    const base = { paymentId, sessionId: session.id };
    switch (event.type) {
      case 'checkout.session.completed':
        // 'paid' (cards) or, for an order of nothing to pay, 'no_payment_required'.
        return session.payment_status === 'paid' || session.payment_status === 'no_payment_required'
          ? {
              kind: 'succeed',
              ...base,
              paymentIntentId: session.payment_intent,
              amountPence: session.amount_total ?? null,
            }
          : { kind: 'wait', ...base };
      case 'checkout.session.async_payment_succeeded':
        return {
          kind: 'succeed',
          ...base,
          paymentIntentId: session.payment_intent,
          amountPence: session.amount_total ?? null,
        };
      case 'checkout.session.async_payment_failed':
        return { kind: 'fail', ...base, failure: 'The payment did not go through' };
      default:
        return { kind: 'expire', ...base };
    }
  }
  if (event.type === 'charge.refunded') {
    const parsed = chargeSchema.safeParse(event.data.object);
    if (!parsed.success) return { kind: 'ignore', why: 'charge.refunded without a charge' };
    // A partial refund (from Stripe's dashboard) leaves the boost; only a full one ends it.
    if (parsed.data.refunded !== true) return { kind: 'ignore', why: 'a partial refund' };
    return {
      kind: 'refund',
      paymentId: parsed.data.metadata.payment_id ?? null,
      paymentIntentId: parsed.data.payment_intent,
    };
  }
  return { kind: 'ignore', why: `${event.type} is not used` };
}
