import { describe, expect, it } from 'vitest';
import { webhookAction } from '#lambdas/payment/webhook-events';

const session = (fields: Record<string, unknown> = {}) => ({
  id: 'cs_test_1',
  object: 'checkout.session',
  metadata: { payment_id: 'pay_1', listing_id: 'van-1', user_id: 'user-1' },
  client_reference_id: 'pay_1',
  payment_intent: 'pi_1',
  payment_status: 'paid',
  amount_total: 999,
  ...fields,
});

const event = (type: string, object: unknown) => ({ id: 'evt_1', type, data: { object } });

describe('webhookAction', () => {
  it('succeeds a paid completed session, with its payment intent and amount', () => {
    expect(webhookAction(event('checkout.session.completed', session()))).toEqual({
      kind: 'succeed',
      paymentId: 'pay_1',
      sessionId: 'cs_test_1',
      paymentIntentId: 'pi_1',
      amountPence: 999,
    });
  });

  it('reads an expanded payment intent and falls back to the client reference', () => {
    const action = webhookAction(
      event(
        'checkout.session.async_payment_succeeded',
        session({ metadata: null, payment_intent: { id: 'pi_2', object: 'payment_intent' } }),
      ),
    );
    expect(action).toMatchObject({ kind: 'succeed', paymentId: 'pay_1', paymentIntentId: 'pi_2' });
  });

  it('waits on a completed session whose money has not arrived', () => {
    expect(
      webhookAction(event('checkout.session.completed', session({ payment_status: 'unpaid' }))),
    ).toEqual({ kind: 'wait', paymentId: 'pay_1', sessionId: 'cs_test_1' });
  });

  it('fails and expires on the asynchronous failure and the expiry', () => {
    expect(webhookAction(event('checkout.session.async_payment_failed', session()))).toMatchObject({
      kind: 'fail',
      paymentId: 'pay_1',
      failure: 'The payment did not go through',
    });
    expect(webhookAction(event('checkout.session.expired', session()))).toEqual({
      kind: 'expire',
      paymentId: 'pay_1',
      sessionId: 'cs_test_1',
    });
  });

  it('knows no payment for a session without ids', () => {
    expect(
      webhookAction(
        event('checkout.session.completed', session({ metadata: {}, client_reference_id: null })),
      ),
    ).toMatchObject({ kind: 'succeed', paymentId: null });
  });

  it('refunds on a full charge.refunded only', () => {
    const charge = {
      object: 'charge',
      payment_intent: 'pi_1',
      refunded: true,
      metadata: { payment_id: 'pay_1' },
    };
    expect(webhookAction(event('charge.refunded', charge))).toEqual({
      kind: 'refund',
      paymentId: 'pay_1',
      paymentIntentId: 'pi_1',
    });
    expect(webhookAction(event('charge.refunded', { ...charge, metadata: {} }))).toEqual({
      kind: 'refund',
      paymentId: null,
      paymentIntentId: 'pi_1',
    });
    expect(webhookAction(event('charge.refunded', { ...charge, refunded: false }))).toMatchObject({
      kind: 'ignore',
    });
  });

  it('ignores other event types and malformed subjects', () => {
    expect(webhookAction(event('payment_intent.created', { id: 'pi_1' }))).toMatchObject({
      kind: 'ignore',
    });
    expect(webhookAction(event('checkout.session.completed', 'not an object'))).toMatchObject({
      kind: 'ignore',
    });
    expect(webhookAction(event('charge.refunded', null))).toMatchObject({ kind: 'ignore' });
  });
});
