import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handler as ownPaymentHandler } from '#lambdas/handlers/own-payment';
import { handler as ownPaymentsHandler } from '#lambdas/handlers/own-payments';
import { insertPayment, type StoredPayment } from '#lambdas/payment/payments-repo';
import { newPaymentId } from '#lambdas/payment/deps';
import { paymentSchema, PAYMENT_HISTORY_PAGE_SIZE } from '#shared/payments';
import type { Profile } from '#shared/profile';
import {
  aCheckout,
  aPayer,
  aStoredListing,
  call,
  callerOf,
  startPaymentEmulators,
  testDeps,
  type PaymentEmulators,
} from './payments-support';

// Payment History and one payment, through the handlers: the caller's own only, newest first,
// 20 a page.
let env: PaymentEmulators;

beforeAll(async () => {
  env = await startPaymentEmulators();
}, 120_000);

afterAll(async () => {
  await env?.stop();
});

const history = (payer: Profile, cursor?: string) =>
  call(ownPaymentsHandler, 'GET', '/api/me/payments', {
    caller: callerOf(payer),
    query: cursor ? { cursor } : {},
  });

const onePayment = (payer: Profile, id: string) =>
  call(ownPaymentHandler, 'GET', '/api/me/payments/{id}', {
    caller: callerOf(payer),
    params: { id },
  });

/** `count` stored payments of a payer, a minute apart, oldest first. */
async function storedPayments(payer: Profile, count: number): Promise<StoredPayment[]> {
  const start = Date.now() - count * 60_000;
  const payments: StoredPayment[] = [];
  for (let index = 0; index < count; index++) {
    const at = new Date(start + index * 60_000);
    const payment: StoredPayment = {
      id: newPaymentId(at),
      user_id: payer.id,
      listing_id: 'van-history',
      listing_title: `Van ${index}`,
      items: [{ type: 'search_featured', days: 3, price_pence: 599 }],
      boost_type: 'search_featured',
      amount_pence: 599,
      currency: 'gbp',
      status: index % 3 === 0 ? 'succeeded' : index % 3 === 1 ? 'pending' : 'failed',
      provider: 'local',
      transaction_id: `pi_local_${index}`,
      created_at: at.toISOString(),
      updated_at: at.toISOString(),
      paid_at: index % 3 === 0 ? at.toISOString() : null,
      refunded_at: null,
      checkout_session_id: `cs_local_${index}`,
      payment_intent_id: null,
      failure: index % 3 === 2 ? 'declined' : null,
      boosted_until: null,
      receipt_number: index % 3 === 0 ? 1000 + index : null,
    };
    await insertPayment(env.db, payment, at);
    payments.push(payment);
  }
  return payments;
}

describe('Payment History', () => {
  it('lists only the caller’s payments, newest first, 20 a page with a cursor', async () => {
    const [payer, other] = await Promise.all([aPayer(env.db), aPayer(env.db)]);
    const mine = await storedPayments(payer, 23);
    await storedPayments(other, 2);

    const first = await history(payer);
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.body.items).toHaveLength(PAYMENT_HISTORY_PAGE_SIZE);
    const newestFirst = [...mine].reverse().map((p) => p.id);
    expect(first.body.items.map((p: { id: string }) => p.id)).toEqual(newestFirst.slice(0, 20));
    // What the page shows, and nothing the server keeps for itself.
    expect(first.body.items[0]).toEqual(paymentSchema.parse(mine.at(-1)));
    expect(first.body.items[0]).not.toHaveProperty('checkout_session_id');
    expect(first.body.items[0]).not.toHaveProperty('failure');

    const second = await history(payer, first.body.next_cursor);
    expect(second.body.items.map((p: { id: string }) => p.id)).toEqual(newestFirst.slice(20));
    expect(second.body.next_cursor).toBeNull();
  });

  it('refuses a cursor from another account’s history', async () => {
    const [payer, other] = await Promise.all([aPayer(env.db), aPayer(env.db)]);
    await storedPayments(other, 21);
    const theirs = await history(other);
    const stolen = await history(payer, theirs.body.next_cursor);
    expect(stolen.status).toBe(422);
    expect(stolen.body.error.code).toBe('bad_cursor');
    expect((await history(payer, 'not-a-cursor')).status).toBe(422);
  });

  it('answers an empty history for a new account', async () => {
    const payer = await aPayer(env.db);
    expect((await history(payer)).body).toEqual({ items: [], next_cursor: null });
  });
});

describe('one payment', () => {
  it('shows the caller’s own payment, and 404 for anyone else’s or none', async () => {
    const [payer, other] = await Promise.all([aPayer(env.db), aPayer(env.db)]);
    const listing = await aStoredListing(env.db, payer);
    const { payment } = await aCheckout(testDeps(env), payer, listing);
    const own = await onePayment(payer, payment.id);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ id: payment.id, status: 'pending', amount_pence: 999 });
    for (const [caller, id] of [
      [other, payment.id],
      [payer, 'pay_unknown'],
    ] as const) {
      const answer = await onePayment(caller, id);
      expect(answer.status).toBe(404);
      expect(answer.body.error).toEqual({ code: 'not_found', message: 'Payment not found' });
    }
    expect((await onePayment(payer, 'bad id!')).status).toBe(400);
    const anonymous = await call(ownPaymentHandler, 'GET', '/api/me/payments/{id}', {
      params: { id: payment.id },
    });
    expect(anonymous.status).toBe(401);
  });
});
