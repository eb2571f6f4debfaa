import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handler as webhookHandler } from '#lambdas/handlers/stripe-webhook';
import { signEvent } from '#lambdas/payment/signatures';
import { localRefundEvent } from '#lambdas/payment/local-events';
import { DAY_MS } from '#lambdas/boost/boost-state';
import { listingKey } from '#shared/table-keys';
import {
  aCheckout,
  aPayer,
  aStoredListing,
  boostRecords,
  call,
  deliver,
  itemAt,
  mailsTo,
  readListing,
  readPayment,
  sessionEvent,
  startPaymentEmulators,
  testDeps,
  WEBHOOK_SECRET,
  type PaymentEmulators,
} from './payments-support';
import { deleteListingItems } from '#lambdas/listing/listing-writer';
import { guardListingWrites } from '../../support/listing-write-guard';

// The webhook on DynamoDB Local: signatures over the exact body, and each event a conditional
// transition, so duplicates, replays, reordering and concurrency change a payment once.
// Every write of a listing item in this file must be the listing writer's (decision 043).
guardListingWrites();

let env: PaymentEmulators;

beforeAll(async () => {
  env = await startPaymentEmulators();
}, 120_000);

afterAll(async () => {
  await env?.stop();
});

const post = (rawBody: string, signature?: string) =>
  call(webhookHandler, 'POST', '/api/webhooks/stripe', {
    rawBody,
    headers: signature ? { 'stripe-signature': signature } : {},
  });

/** A live listing of a new payer with a pending payment for it. */
async function pendingBoost(options?: Parameters<typeof aCheckout>[3]) {
  const deps = testDeps(env);
  const payer = await aPayer(env.db);
  const listing = await aStoredListing(env.db, payer, { title: '2020 Ford Transit Custom' });
  const { payment } = await aCheckout(deps, payer, listing, options);
  return { deps, payer, listing, payment };
}

const near = (iso: string | null | undefined, ms: number) =>
  Math.abs(Date.parse(iso ?? '') - ms) < 10_000;

describe('signature', () => {
  it('answers 400 to a missing, wrong-secret or altered signature, and changes nothing', async () => {
    const { listing, payment, deps } = await pendingBoost();
    const event = await sessionEvent(deps, payment, 'paid');
    const good = signEvent(event, WEBHOOK_SECRET);
    const wrongSecret = signEvent(event, 'whsec_someone_elses_secret_000000000');
    const altered = good.body.replace('"paid"', '"paid" ');

    const missing = await post(good.body);
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatchObject({ code: 'bad_request' });
    expect((await post(good.body, wrongSecret.signature)).status).toBe(400);
    expect((await post(altered, good.signature)).status).toBe(400);
    expect((await post(good.body, 't=1,v1=deadbeef')).status).toBe(400);

    expect(await readPayment(env.db, payment.id)).toEqual(payment);
    expect((await readListing(env.db, listing.id)).search_featured).toBe(false);
    expect(await boostRecords(env.db, listing.id)).toEqual([]);

    // The same body with its own signature, through the handler: 200 and applied.
    const accepted = await post(good.body, good.signature);
    expect(accepted).toMatchObject({ status: 200, body: { received: true } });
    expect((await readPayment(env.db, payment.id)).status).toBe('succeeded');
  });
});

describe('a paid checkout', () => {
  it('succeeds the payment, boosts the listing, records it, starts the expiry and mails the receipt', async () => {
    const { deps, payer, listing, payment } = await pendingBoost([
      { type: 'search_featured', days: 7 },
      { type: 'homepage_featured', days: 3 },
    ]);
    const event = await sessionEvent(deps, payment, 'paid');
    const before = Date.now();
    expect(await deliver(deps, event)).toBe('succeeded');

    const intent = (event.data.object as { payment_intent: string }).payment_intent;
    const paid = await readPayment(env.db, payment.id);
    expect(paid).toMatchObject({
      status: 'succeeded',
      transaction_id: intent,
      payment_intent_id: intent,
      refunded_at: null,
    });
    expect(near(paid.paid_at, before)).toBe(true);

    const boosted = await readListing(env.db, listing.id);
    expect(boosted).toMatchObject({ search_featured: true, homepage_featured: true });
    expect(near(boosted.search_featured_until, before + 7 * DAY_MS)).toBe(true);
    expect(near(boosted.homepage_featured_until, before + 3 * DAY_MS)).toBe(true);
    expect(boosted.boost_expires).toBe(boosted.search_featured_until);
    // A new version: a form opened before cannot save over the boost.
    expect(boosted.updated_at > listing.updated_at).toBe(true);
    // The featured index sorts it by its homepage end.
    const item = await itemAt(env.db, listingKey(listing.id));
    expect(item).toMatchObject({
      GSI5PK: 'FEATURED#HOME',
      GSI5SK: `${boosted.homepage_featured_until}#${listing.id}`,
    });

    expect(await boostRecords(env.db, listing.id)).toEqual([
      expect.objectContaining({ payment_id: payment.id, items: payment.items }),
    ]);
    expect(deps.expiries).toEqual([
      {
        listingId: listing.id,
        type: 'search_featured',
        until: boosted.search_featured_until,
        paymentId: payment.id,
      },
      {
        listingId: listing.id,
        type: 'homepage_featured',
        until: boosted.homepage_featured_until,
        paymentId: payment.id,
      },
    ]);

    const [receipt, ...others] = await mailsTo(env, payer.email);
    expect(others).toEqual([]);
    expect(receipt!.subject).toBe('Your VanYard receipt: £17.98 for 2020 Ford Transit Custom');
    expect(receipt!.text).toContain('Top of Search Results, 7 days');
    expect(receipt!.text).toMatch(/Homepage Featured, 3 days\s+£7\.99/);
    expect(receipt!.text).toMatch(/Total paid\s+£17\.98/);
    expect(receipt!.text).toMatch(/of which VAT at 20%\s+£3\.00/);
    expect(receipt!.text).toContain(`Payment ID: ${payment.id}`);
    expect(receipt!.text).toContain(`Transaction ID: ${intent}`);
  });

  it('extends a running boost from its current end', async () => {
    const { deps, payer, listing, payment } = await pendingBoost();
    await deliver(deps, await sessionEvent(deps, payment, 'paid'));
    const first = await readListing(env.db, listing.id);
    const { payment: second } = await aCheckout(deps, payer, listing, [
      { type: 'search_featured', days: 14 },
    ]);
    await deliver(deps, await sessionEvent(deps, second, 'paid'));
    const extended = await readListing(env.db, listing.id);
    expect(Date.parse(extended.search_featured_until!)).toBe(
      Date.parse(first.search_featured_until!) + 14 * DAY_MS,
    );
    expect(await boostRecords(env.db, listing.id)).toHaveLength(2);
  });

  it('waits on a completed but unpaid session, then takes the asynchronous outcome', async () => {
    const { deps, payment } = await pendingBoost();
    const completed = await sessionEvent(deps, payment, 'paid');
    const unpaid = {
      ...completed,
      data: { object: { ...(completed.data.object as object), payment_status: 'unpaid' } },
    };
    expect(await deliver(deps, unpaid)).toBe('unchanged');
    expect((await readPayment(env.db, payment.id)).status).toBe('pending');
    const succeeded = { ...completed, type: 'checkout.session.async_payment_succeeded' };
    expect(await deliver(deps, succeeded)).toBe('succeeded');
    expect((await readPayment(env.db, payment.id)).status).toBe('succeeded');
  });

  it('marks a declined payment failed and an abandoned one expired', async () => {
    const declined = await pendingBoost();
    expect(
      await deliver(declined.deps, await sessionEvent(declined.deps, declined.payment, 'declined')),
    ).toBe('failed');
    expect(await readPayment(env.db, declined.payment.id)).toMatchObject({
      status: 'failed',
      failure: 'The payment did not go through',
    });
    const abandoned = await pendingBoost();
    expect(
      await deliver(
        abandoned.deps,
        await sessionEvent(abandoned.deps, abandoned.payment, 'expired'),
      ),
    ).toBe('expired');
    expect((await readPayment(env.db, abandoned.payment.id)).status).toBe('expired');
    for (const { listing } of [declined, abandoned]) {
      expect((await readListing(env.db, listing.id)).search_featured).toBe(false);
    }
  });
});

describe('idempotency', () => {
  it('changes nothing more on a replay or a duplicate', async () => {
    const { deps, payer, listing, payment } = await pendingBoost();
    const event = await sessionEvent(deps, payment, 'paid');
    const signed = signEvent(event, WEBHOOK_SECRET);
    expect((await post(signed.body, signed.signature)).status).toBe(200);
    const once = await readListing(env.db, listing.id);
    const paidOnce = await readPayment(env.db, payment.id);
    // The very same request again, then the same event with a new signature (a retry).
    expect((await post(signed.body, signed.signature)).status).toBe(200);
    expect(await deliver(deps, event)).toBe('unchanged');
    expect(await readListing(env.db, listing.id)).toEqual(once);
    expect(await readPayment(env.db, payment.id)).toEqual(paidOnce);
    expect(await boostRecords(env.db, listing.id)).toHaveLength(1);
    expect(await mailsTo(env, payer.email)).toHaveLength(1);
  });

  it('boosts once for the same event 10 times in parallel', async () => {
    const { deps, payer, listing, payment } = await pendingBoost([
      { type: 'homepage_featured', days: 7 },
    ]);
    const event = await sessionEvent(deps, payment, 'paid');
    const signed = signEvent(event, WEBHOOK_SECRET);
    const started = Date.now();
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => deliver(deps, event)));
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => post(signed.body, signed.signature)),
    );
    expect(outcomes.filter((o) => o === 'succeeded')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'unchanged')).toHaveLength(9);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const boosted = await readListing(env.db, listing.id);
    // One boost: 7 days from now, not 70.
    expect(near(boosted.homepage_featured_until, started + 7 * DAY_MS)).toBe(true);
    expect(await boostRecords(env.db, listing.id)).toHaveLength(1);
    expect(deps.expiries).toHaveLength(1);
    expect(await mailsTo(env, payer.email)).toHaveLength(1);
  });

  it('keeps a paid payment paid when its expiry arrives late', async () => {
    const { deps, listing, payment } = await pendingBoost();
    await deliver(deps, await sessionEvent(deps, payment, 'paid'));
    expect(await deliver(deps, await sessionEvent(deps, payment, 'expired'))).toBe('unchanged');
    expect(await deliver(deps, await sessionEvent(deps, payment, 'declined'))).toBe('unchanged');
    expect((await readPayment(env.db, payment.id)).status).toBe('succeeded');
    expect((await readListing(env.db, listing.id)).search_featured).toBe(true);
  });

  it('never boosts for a payment that expired before its paid event', async () => {
    const { deps, listing, payment } = await pendingBoost();
    await deliver(deps, await sessionEvent(deps, payment, 'expired'));
    expect(await deliver(deps, await sessionEvent(deps, payment, 'paid'))).toBe('unchanged');
    expect((await readPayment(env.db, payment.id)).status).toBe('expired');
    expect((await readListing(env.db, listing.id)).search_featured).toBe(false);
    expect(await boostRecords(env.db, listing.id)).toEqual([]);
    // Money for a payment given up is for an operator to settle: said loudly.
    expect(deps.logs).toContainEqual(
      expect.objectContaining({
        level: 'error',
        data: expect.objectContaining({ status: 'expired' }),
      }),
    );
  });
});

describe('events that are not ours', () => {
  it('answers an unknown payment, a session without ids or an unused event type with 200, changing nothing', async () => {
    const { deps, payment } = await pendingBoost();
    const event = await sessionEvent(deps, payment, 'paid');
    const object = event.data.object as Record<string, unknown>;
    const unknown = {
      ...event,
      data: {
        object: {
          ...object,
          client_reference_id: 'pay_unknown',
          metadata: { payment_id: 'pay_unknown' },
        },
      },
    };
    const anonymous = {
      ...event,
      data: { object: { ...object, client_reference_id: null, metadata: {} } },
    };
    const unused = { ...event, type: 'customer.created', data: { object: { id: 'cus_1' } } };
    for (const foreign of [unknown, anonymous, unused]) {
      const signed = signEvent(foreign, WEBHOOK_SECRET);
      const answer = await post(signed.body, signed.signature);
      expect(answer).toMatchObject({ status: 200, body: { received: true } });
    }
    expect(await deliver(deps, unknown)).toBe('unchanged');
    expect(deps.logs).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        message: expect.stringContaining('unknown payment'),
        data: expect.objectContaining({ paymentId: 'pay_unknown' }),
      }),
    );
    expect(await deliver(deps, unused)).toBe('ignored');
    expect((await readPayment(env.db, payment.id)).status).toBe('pending');
  });

  it('applies nothing when the session paid another amount or is another session', async () => {
    const { deps, payment } = await pendingBoost();
    const event = await sessionEvent(deps, payment, 'paid');
    const object = event.data.object as Record<string, unknown>;
    const cheaper = { ...event, data: { object: { ...object, amount_total: 1 } } };
    const otherSession = { ...event, data: { object: { ...object, id: 'cs_local_other' } } };
    expect(await deliver(deps, cheaper)).toBe('unchanged');
    expect(await deliver(deps, otherSession)).toBe('unchanged');
    expect((await readPayment(env.db, payment.id)).status).toBe('pending');
  });
});

describe('after the commit', () => {
  it('keeps the payment when the expiry cannot start or the mail cannot go', async () => {
    const base = await pendingBoost();
    const deps = testDeps(env, {
      startExpiry: async () => {
        throw new Error('states unreachable');
      },
      sendMail: async () => {
        throw new Error('mail unreachable');
      },
    });
    expect(await deliver(deps, await sessionEvent(deps, base.payment, 'paid'))).toBe('succeeded');
    expect((await readPayment(env.db, base.payment.id)).status).toBe('succeeded');
    expect((await readListing(env.db, base.listing.id)).search_featured).toBe(true);
    const errors = deps.logs.filter((line) => line.level === 'error').map((line) => line.message);
    expect(errors).toEqual(['boost expiry not started; the sweep will end it', 'receipt not sent']);
  });

  it('succeeds a payment whose listing was deleted meanwhile, boosting nothing', async () => {
    const { deps, payer, listing, payment } = await pendingBoost();
    await deleteListingItems(env.db, await readListing(env.db, listing.id), new Date(), []);
    expect(await deliver(deps, await sessionEvent(deps, payment, 'paid'))).toBe('succeeded');
    expect(await readPayment(env.db, payment.id)).toMatchObject({
      status: 'succeeded',
      listing_deleted: true,
    });
    expect(await boostRecords(env.db, listing.id)).toEqual([]);
    expect(deps.expiries).toEqual([]);
    const [receipt] = await mailsTo(env, payer.email);
    expect(receipt!.text).toContain('no boost was applied');
  });
});

describe('charge.refunded', () => {
  it('refunds a succeeded payment and ends its boosts now; a second one changes nothing', async () => {
    const { deps, listing, payment } = await pendingBoost();
    await deliver(deps, await sessionEvent(deps, payment, 'paid'));
    const paid = await readPayment(env.db, payment.id);
    const refund = localRefundEvent(paid, new Date());
    const at = Date.now();
    expect(await deliver(deps, refund)).toBe('refunded');
    const refunded = await readPayment(env.db, payment.id);
    expect(refunded.status).toBe('refunded');
    expect(near(refunded.refunded_at, at)).toBe(true);
    const ended = await readListing(env.db, listing.id);
    expect(ended.search_featured).toBe(false);
    expect(near(ended.search_featured_until, at)).toBe(true);
    expect(await deliver(deps, refund)).toBe('unchanged');
  });

  it('finds the payment by its payment intent when the charge carries no metadata', async () => {
    const { deps, payment } = await pendingBoost();
    await deliver(deps, await sessionEvent(deps, payment, 'paid'));
    const paid = await readPayment(env.db, payment.id);
    const event = localRefundEvent(paid, new Date());
    const bare = {
      ...event,
      data: { object: { ...(event.data.object as object), metadata: {} } },
    };
    const lookups: string[] = [];
    const withLookup = testDeps(env, {
      provider: {
        ...deps.provider,
        paymentIdForIntent: async (intent) => {
          lookups.push(intent);
          return intent === paid.payment_intent_id ? paid.id : null;
        },
      },
    });
    expect(await deliver(withLookup, bare)).toBe('refunded');
    expect(lookups).toEqual([paid.payment_intent_id]);
  });

  it('ignores a partial refund', async () => {
    const { deps, payment } = await pendingBoost();
    await deliver(deps, await sessionEvent(deps, payment, 'paid'));
    const event = localRefundEvent(await readPayment(env.db, payment.id), new Date());
    const partial = {
      ...event,
      data: { object: { ...(event.data.object as object), refunded: false, amount_refunded: 100 } },
    };
    expect(await deliver(deps, partial)).toBe('ignored');
    expect((await readPayment(env.db, payment.id)).status).toBe('succeeded');
  });
});
