import { createServer } from 'node:net';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handler as boostPageHandler } from '#lambdas/handlers/boost-page';
import { handler as checkoutHandler } from '#lambdas/handlers/create-boost-checkout';
import { createBoostCheckout } from '#lambdas/payment/create-checkout';
import { stripeProvider } from '#lambdas/payment/stripe-provider';
import { resetContainer } from '#lambdas/container';
import { UnavailableError } from '#lambdas/platform/errors';
import { LISTING_MESSAGES } from '#shared/listing-form';
import { BOOST_MESSAGES } from '#shared/payments';
import { checkoutSessionKey, INDEX, payerPk } from '#shared/table-keys';
import {
  aPayer,
  aStoredListing,
  call,
  callerOf,
  itemAt,
  readPayment,
  startPaymentEmulators,
  testDeps,
  type PaymentEmulators,
} from './payments-support';

// The boost page's data and the checkout, through the real handlers on DynamoDB Local with the
// local payment provider; the Stripe provider against an address where nothing answers.
let env: PaymentEmulators;

beforeAll(async () => {
  env = await startPaymentEmulators();
}, 120_000);

afterAll(async () => {
  await env?.stop();
});

const boostPage = (caller: ReturnType<typeof callerOf>, id: string) =>
  call(boostPageHandler, 'GET', '/api/me/listings/{id}/boost', { caller, params: { id } });

const checkout = (caller: ReturnType<typeof callerOf>, id: string, body: unknown) =>
  call(checkoutHandler, 'POST', '/api/me/listings/{id}/boosts', { caller, params: { id }, body });

/** Every payment item of a payer (their history entries). */
async function paymentsOf(userId: string) {
  const result = await env.db.client.send(
    new QueryCommand({
      TableName: env.db.tableName,
      IndexName: INDEX.owner,
      KeyConditionExpression: 'GSI1PK = :payer',
      ExpressionAttributeValues: { ':payer': payerPk(userId) },
    }),
  );
  return Promise.all((result.Items ?? []).map((entry) => readPayment(env.db, String(entry.id))));
}

describe('the boost page', () => {
  it("shows the owner's live listing as boostable, with nothing running", async () => {
    const owner = await aPayer(env.db);
    const listing = await aStoredListing(env.db, owner, { title: '2021 Ford Transit' });
    const answer = await boostPage(callerOf(owner), listing.id);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      listing: {
        id: listing.id,
        title: '2021 Ford Transit',
        year: listing.year,
        make: listing.make,
        model: listing.model,
        price: listing.price,
        price_includes_vat: listing.price_includes_vat,
        seller_type: listing.seller_type,
        image_url: listing.image_urls[0],
        public_path: expect.stringMatching(new RegExp(`/used-vans/ford/.+/${listing.id}$`)),
      },
      boostable: true,
      reason: null,
      running: { search_featured: null, homepage_featured: null },
    });
  });

  it('gives each type its running end, and none for an ended one', async () => {
    const owner = await aPayer(env.db);
    const searchEnd = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const homeEnd = new Date(Date.now() - 3_600_000).toISOString();
    const listing = await aStoredListing(env.db, owner, {
      search_featured: true,
      search_featured_until: searchEnd,
      homepage_featured: true,
      homepage_featured_until: homeEnd,
      boost_expires: searchEnd,
    });
    const answer = await boostPage(callerOf(owner), listing.id);
    expect(answer.body.running).toEqual({ search_featured: searchEnd, homepage_featured: null });
  });

  it('says why a sold or unapproved listing cannot be boosted', async () => {
    const owner = await aPayer(env.db);
    for (const overrides of [
      { status: 'sold' as const },
      { approval_status: 'pending' as const },
    ]) {
      const listing = await aStoredListing(env.db, owner, overrides);
      const answer = await boostPage(callerOf(owner), listing.id);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        boostable: false,
        reason: BOOST_MESSAGES.notLive,
        listing: { public_path: null },
      });
    }
  });

  it("answers 404 for someone else's listing or none, and 401 signed out", async () => {
    const [owner, other] = await Promise.all([aPayer(env.db), aPayer(env.db)]);
    const listing = await aStoredListing(env.db, owner);
    for (const id of [listing.id, 'no-such-listing']) {
      const answer = await boostPage(callerOf(other), id);
      expect(answer.status).toBe(404);
      expect(answer.body.error).toEqual({ code: 'not_found', message: LISTING_MESSAGES.notFound });
    }
    const anonymous = await call(boostPageHandler, 'GET', '/api/me/listings/{id}/boost', {
      params: { id: listing.id },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('checkout', () => {
  it('prices the options from the price table and records a pending payment with its session', async () => {
    const owner = await aPayer(env.db);
    const listing = await aStoredListing(env.db, owner, { title: '2019 VW Crafter' });
    const answer = await checkout(callerOf(owner), listing.id, {
      options: [
        { type: 'search_featured', days: 7 },
        { type: 'homepage_featured', days: 14 },
      ],
    });
    expect(answer.status).toBe(201);
    expect(answer.body.payment_id).toMatch(/^pay_[0-9a-z]{9}[0-9a-f]{12}$/);
    const sessionId = String(answer.body.url).split('/').at(-1)!;
    expect(answer.body.url).toBe(`${env.siteOrigin}/_local/checkout/${sessionId}`);

    const payment = await readPayment(env.db, answer.body.payment_id);
    expect(payment).toMatchObject({
      user_id: owner.id,
      listing_id: listing.id,
      listing_title: '2019 VW Crafter',
      items: [
        { type: 'search_featured', days: 7, price_pence: 999 },
        { type: 'homepage_featured', days: 14, price_pence: 2499 },
      ],
      boost_type: 'multiple',
      amount_pence: 3498,
      currency: 'gbp',
      status: 'pending',
      provider: 'local',
      checkout_session_id: sessionId,
      transaction_id: sessionId,
      paid_at: null,
      failure: null,
    });
    // The stand-in's session: what its page shows, and where it sends the browser back.
    const session = await itemAt(env.db, checkoutSessionKey(sessionId));
    expect(session).toMatchObject({
      payment_id: payment.id,
      amount_pence: 3498,
      status: 'open',
      success_url: `${env.siteOrigin}/dashboard/listings/${listing.id}/boost?payment=success&payment_id=${payment.id}`,
      cancel_url: `${env.siteOrigin}/dashboard/listings/${listing.id}/boost?payment=cancelled`,
    });
    expect(Number(session?.expires_at)).toBeGreaterThan(Date.now() / 1000 + 23 * 3600);
  });

  it('refuses a tampered price: the body carries types and days only', async () => {
    const owner = await aPayer(env.db);
    const listing = await aStoredListing(env.db, owner);
    const tampered = [
      { options: [{ type: 'search_featured', days: 7 }], amount_pence: 1 },
      { options: [{ type: 'search_featured', days: 7, price_pence: 1 }] },
      { options: [{ type: 'search_featured', days: 5 }] },
      {
        options: [
          { type: 'search_featured', days: 7 },
          { type: 'search_featured', days: 3 },
        ],
      },
      { options: [{ type: 'top_spot', days: 7 }] },
    ];
    for (const body of tampered) {
      const answer = await checkout(callerOf(owner), listing.id, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    // A forced submit with nothing chosen (issue 28): the spec's message, however it is sent.
    for (const body of [{ options: [] }, {}, { options: null }]) {
      const none = await checkout(callerOf(owner), listing.id, body);
      expect(none.status, JSON.stringify(body)).toBe(400);
      expect(none.body.error.fields.options).toEqual([BOOST_MESSAGES.chooseOption]);
    }
    expect(await paymentsOf(owner.id)).toEqual([]);
  });

  it("refuses a sold, pending or someone else's listing, recording nothing", async () => {
    const [owner, other] = await Promise.all([aPayer(env.db), aPayer(env.db)]);
    const body = { options: [{ type: 'homepage_featured', days: 3 }] };
    const sold = await aStoredListing(env.db, owner, { status: 'sold' });
    const pending = await aStoredListing(env.db, owner, { approval_status: 'pending' });
    for (const listing of [sold, pending]) {
      const answer = await checkout(callerOf(owner), listing.id, body);
      expect(answer.status).toBe(409);
      expect(answer.body.error).toEqual({ code: 'not_boostable', message: BOOST_MESSAGES.notLive });
    }
    const live = await aStoredListing(env.db, owner);
    const theirs = await checkout(callerOf(other), live.id, body);
    expect(theirs.status).toBe(404);
    expect((await checkout(callerOf(owner), 'no-such-listing', body)).status).toBe(404);
    expect(await paymentsOf(owner.id)).toEqual([]);
    expect(await paymentsOf(other.id)).toEqual([]);
  });
});

/** A local port nothing listens on: connections to it are refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('Stripe unreachable', () => {
  it('answers 503 with the message, leaves the payment failed and nothing pending', async () => {
    const owner = await aPayer(env.db);
    const listing = await aStoredListing(env.db, owner);
    const port = await closedPort();
    const deps = testDeps(env, {
      provider: stripeProvider({
        secret: async () => ({ secretKey: 'sk_test_unreachable', webhookSecret: 'whsec_x' }),
        // The real SDK and its real connection error: Stripe's API is at an address that refuses.
        config: { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0, timeout: 2000 },
      }),
    });
    const attempt = createBoostCheckout(deps, owner.id, listing.id, {
      options: [{ type: 'search_featured', days: 3 }],
    });
    await expect(attempt).rejects.toBeInstanceOf(UnavailableError);
    await expect(attempt).rejects.toMatchObject({
      message: BOOST_MESSAGES.requestFailed,
      code: 'payment_unavailable',
    });
    const [payment, ...more] = await paymentsOf(owner.id);
    expect(more).toEqual([]);
    expect(payment).toMatchObject({
      status: 'failed',
      provider: 'stripe',
      checkout_session_id: null,
    });
    expect(payment!.failure).toMatch(/^Stripe checkout: StripeConnectionError/);
    expect(payment!.failure).not.toContain('sk_test_unreachable');
    expect(
      deps.logs.some((line) => line.level === 'error' && /marked failed/.test(line.message)),
    ).toBe(true);
  });

  it('answers 503 through the handler when the Stripe secret cannot be read', async () => {
    const owner = await aPayer(env.db);
    const listing = await aStoredListing(env.db, owner);
    const saved = { ...process.env };
    Object.assign(process.env, {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_NAME: 'vanyard/test/stripe',
      AWS_ENDPOINT_URL_SECRETS_MANAGER: `http://127.0.0.1:${await closedPort()}`,
      AWS_MAX_ATTEMPTS: '1',
    });
    resetContainer();
    try {
      const answer = await checkout(callerOf(owner), listing.id, {
        options: [{ type: 'homepage_featured', days: 30 }],
      });
      expect(answer.status).toBe(503);
      expect(answer.headers['retry-after']).toBe('30');
      expect(answer.body.error).toEqual({
        code: 'payment_unavailable',
        message: BOOST_MESSAGES.requestFailed,
      });
      const payments = await paymentsOf(owner.id);
      expect(payments.map((p) => p.status)).toEqual(['failed']);
      expect(payments[0]!.amount_pence).toBe(3999);
    } finally {
      for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
      Object.assign(process.env, saved);
      resetContainer();
    }
  });
});
