import { describe, expect, it } from 'vitest';
import type { CheckoutSessionRecord, StoredPayment } from '#lambdas/payment/payments-repo';
import {
  localPaymentIntent,
  localRefundEvent,
  localSessionEvent,
} from '#lambdas/payment/local-events';
import { webhookAction } from '#lambdas/payment/webhook-events';

const session: CheckoutSessionRecord = {
  session_id: 'cs_local_0123456789abcdef01234567',
  payment_id: 'pay_1',
  listing_id: 'van-1',
  user_id: 'user-1',
  listing_title: 'Van',
  items: [{ type: 'search_featured', days: 7, price_pence: 999 }],
  amount_pence: 999,
  currency: 'gbp',
  success_url: 'http://localhost:3000/dashboard/listings/van-1/boost?payment=success',
  cancel_url: 'http://localhost:3000/dashboard/listings/van-1/boost?payment=cancelled',
  status: 'open',
  created_at: '2026-11-26T10:00:00.000Z',
  expires_at: 1_800_000_000,
};

describe('the local stand-in’s events', () => {
  it('are the events Stripe sends, read by the webhook as Stripe’s are', () => {
    const now = new Date('2026-11-26T10:01:00.000Z');
    const paid = localSessionEvent(session, 'paid', now);
    expect(paid).toMatchObject({
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(now.getTime() / 1000),
      data: {
        object: {
          id: session.session_id,
          payment_status: 'paid',
          payment_intent: 'pi_local_0123456789abcdef01234567',
          metadata: { payment_id: 'pay_1', listing_id: 'van-1', user_id: 'user-1' },
          amount_total: 999,
        },
      },
    });
    expect(webhookAction(paid)).toMatchObject({ kind: 'succeed', paymentId: 'pay_1' });
    expect(webhookAction(localSessionEvent(session, 'declined', now))).toMatchObject({
      kind: 'fail',
    });
    expect(webhookAction(localSessionEvent(session, 'expired', now))).toMatchObject({
      kind: 'expire',
    });
    // Each delivery is its own event, as Stripe's are; the payment intent stays the session's.
    expect(localSessionEvent(session, 'paid', now).id).not.toBe(paid.id);
    expect(localPaymentIntent(session.session_id)).toBe('pi_local_0123456789abcdef01234567');
  });

  it('refunds in full, naming the payment and its intent', () => {
    const payment = {
      id: 'pay_1',
      listing_id: 'van-1',
      user_id: 'user-1',
      amount_pence: 999,
      payment_intent_id: 'pi_local_1',
    } as StoredPayment;
    const refund = localRefundEvent(payment, new Date());
    expect(webhookAction(refund)).toEqual({
      kind: 'refund',
      paymentId: 'pay_1',
      paymentIntentId: 'pi_local_1',
    });
  });
});
