import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditActor } from '#lambdas/admin/audit/audit-repo';
import type { Db } from '#lambdas/platform/db';
import { handler as refundHandler } from '#lambdas/handlers/admin-refund-payment';
import { handler as deleteListingHandler } from '#lambdas/handlers/admin-delete-listing';
import { handler as webhookHandler } from '#lambdas/handlers/stripe-webhook';
import { adminRefundPayment } from '#lambdas/payment/admin/refund-payment';
import { handleWebhook } from '#lambdas/payment/handle-webhook';
import { ProviderUnavailableError } from '#lambdas/payment/provider';
import { signEvent } from '#lambdas/payment/signatures';
import { UnavailableError } from '#lambdas/platform/errors';
import type { AuditEntry } from '#shared/admin/audit';
import { auditPk, listingKey } from '#shared/table-keys';
import {
  aCheckout,
  anAdmin,
  aPayer,
  aStoredListing,
  boostRecords,
  call,
  callerOf,
  deliver,
  itemAt,
  readListing,
  readPayment,
  sessionEvent,
  startPaymentEmulators,
  testDeps,
  WEBHOOK_SECRET,
  type TestDeps,
  type PaymentEmulators,
} from './payments-support';

// An admin's refund: only of a succeeded payment, through the provider, then one transaction
// (refunded, its boosts ended, the audit entry); the provider's charge.refunded finds it done.
// And a listing's delete, which keeps its payments marked.
let env: PaymentEmulators;

beforeAll(async () => {
  env = await startPaymentEmulators();
  // The delete route names the images bucket; these listings' photos are shared stock, never removed.
  process.env.IMAGES_BUCKET = 'vanyard-test-images';
}, 120_000);

afterAll(async () => {
  await env?.stop();
});

const admin = anAdmin();
const actor: AuditActor = { id: admin.userId, email: admin.email, name: admin.name };

/** A listing boosted by a paid payment (both types), with the deps that paid it. */
async function paidBoost(deps: TestDeps = testDeps(env)) {
  const payer = await aPayer(env.db);
  const listing = await aStoredListing(env.db, payer, { title: '2018 Renault Master' });
  const { payment } = await aCheckout(deps, payer, listing, [
    { type: 'search_featured', days: 7 },
    { type: 'homepage_featured', days: 3 },
  ]);
  await deliver(deps, await sessionEvent(deps, payment, 'paid'));
  return { deps, payer, listing, payment: await readPayment(env.db, payment.id) };
}

async function auditUnder(db: Db, kind: 'listing' | 'user', id: string): Promise<AuditEntry[]> {
  const result = await db.client.send(
    new QueryCommand({
      TableName: db.tableName,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': auditPk(kind, id) },
      ConsistentRead: true,
    }),
  );
  return (result.Items ?? []) as AuditEntry[];
}

const refund = (id: string, caller = admin, reason = 'Seller asked within a day') =>
  call(refundHandler, 'POST', '/api/admin/payments/{id}/refund', {
    caller,
    params: { id },
    body: { reason },
  });

describe('refund', () => {
  it('refunds a succeeded payment, ends its boosts now and records who did it and why', async () => {
    const { payer, listing, payment } = await paidBoost();
    const at = Date.now();
    const answer = await refund(payment.id);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: payment.id, status: 'refunded' });
    expect(Math.abs(Date.parse(answer.body.refunded_at) - at)).toBeLessThan(10_000);

    const ended = await readListing(env.db, listing.id);
    expect(ended).toMatchObject({ search_featured: false, homepage_featured: false });
    for (const end of [ended.search_featured_until, ended.homepage_featured_until]) {
      expect(Math.abs(Date.parse(end!) - at)).toBeLessThan(10_000);
    }
    // Out of the featured index at once.
    expect((await itemAt(env.db, listingKey(listing.id)))?.GSI5PK).toBeUndefined();

    const [entry, ...more] = await auditUnder(env.db, 'listing', listing.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      action: 'refund',
      actor: { id: admin.userId, email: admin.email },
      target: { kind: 'listing', id: listing.id, label: '2018 Renault Master' },
      reason: 'Seller asked within a day',
      before: { payment_id: payment.id, payment_status: 'succeeded', search_featured: true },
      after: { payment_id: payment.id, payment_status: 'refunded', search_featured: false },
    });
    // The payer sees it under their account too.
    expect((await auditUnder(env.db, 'user', payer.id)).map((e) => e.id)).toEqual([entry!.id]);
  });

  it("posts the local provider's charge.refunded to the site's webhook a moment later", async () => {
    const { payment } = await paidBoost();
    expect((await refund(payment.id)).status).toBe(200);
    const postedFor = () => env.received.find((r) => r.body.includes(payment.id));
    for (let wait = 0; wait < 50 && !postedFor(); wait++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const posted = postedFor()!;
    expect(posted.path).toBe('/api/webhooks/stripe');
    expect(JSON.parse(posted.body)).toMatchObject({
      type: 'charge.refunded',
      data: { object: { metadata: { payment_id: payment.id } } },
    });
    // Signed with the stage's secret: the webhook takes it, and finds the refund done.
    const answer = await call(webhookHandler, 'POST', '/api/webhooks/stripe', {
      rawBody: posted.body,
      headers: { 'stripe-signature': String(posted.headers['stripe-signature']) },
    });
    expect(answer.status).toBe(200);
    expect((await readPayment(env.db, payment.id)).status).toBe('refunded');
  });

  it("lets the provider's later charge.refunded find it done", async () => {
    const deps = testDeps(env);
    const { payment, listing } = await paidBoost(deps);
    const refunded = await adminRefundPayment(deps, actor, payment.id, 'Duplicate payment');
    expect(refunded.status).toBe('refunded');
    // The local provider sent its charge.refunded for delivery after the refund's answer.
    expect(deps.delivered).toHaveLength(1);
    expect(deps.delivered[0]).toMatchObject({
      type: 'charge.refunded',
      data: { object: { payment_intent: payment.payment_intent_id, refunded: true } },
    });
    const after = await readListing(env.db, listing.id);
    expect(await deliver(deps, deps.delivered[0]!)).toBe('unchanged');
    expect(await readListing(env.db, listing.id)).toEqual(after);
  });

  it('records the admin alone when the provider’s event got there first', async () => {
    const base = testDeps(env);
    const { payment, listing } = await paidBoost(base);
    // A provider whose charge.refunded lands before the refund call returns.
    const deps = testDeps(env, {
      provider: {
        ...base.provider,
        refund: async (paid) => {
          await base.provider.refund(paid);
          const { body, signature } = signEvent(base.delivered.at(-1)!, WEBHOOK_SECRET);
          await handleWebhook(base, body, signature);
        },
      },
    });
    const refunded = await adminRefundPayment(deps, actor, payment.id, 'Race');
    expect(refunded.status).toBe('refunded');
    expect((await readListing(env.db, listing.id)).search_featured).toBe(false);
    const entries = await auditUnder(env.db, 'listing', listing.id);
    expect(entries.map((e) => [e.action, e.reason])).toEqual([['refund', 'Race']]);
  });

  it('answers 409 for a payment not succeeded, 404 for none, 403 for a seller', async () => {
    const deps = testDeps(env);
    const payer = await aPayer(env.db);
    const listing = await aStoredListing(env.db, payer);
    const { payment: pending } = await aCheckout(deps, payer, listing);
    const notPaid = await refund(pending.id);
    expect(notPaid.status).toBe(409);
    expect(notPaid.body.error).toEqual({
      code: 'not_refundable',
      message: 'Only a successful payment can be refunded: this one is pending',
    });
    const { payment: paid } = await paidBoost();
    expect((await refund(paid.id)).status).toBe(200);
    const twice = await refund(paid.id);
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe(
      'Only a successful payment can be refunded: this one is refunded already',
    );
    expect((await refund('pay_unknown')).status).toBe(404);
    const bySeller = await refund(pending.id, callerOf(payer));
    expect(bySeller.status).toBe(403);
    const noReason = await refund(paid.id, admin, '');
    expect(noReason.status).toBe(400);
    expect(deps.delivered).toEqual([]);
  });

  it('changes nothing when the provider cannot refund', async () => {
    const base = testDeps(env);
    const { payment, listing } = await paidBoost(base);
    const deps = testDeps(env, {
      provider: {
        ...base.provider,
        refund: async () => {
          throw new ProviderUnavailableError('Stripe refund: StripeConnectionError: unreachable');
        },
      },
    });
    const before = await readListing(env.db, listing.id);
    await expect(adminRefundPayment(deps, actor, payment.id, 'Try')).rejects.toBeInstanceOf(
      UnavailableError,
    );
    expect((await readPayment(env.db, payment.id)).status).toBe('succeeded');
    expect(await readListing(env.db, listing.id)).toEqual(before);
    expect(await auditUnder(env.db, 'listing', listing.id)).toEqual([]);
  });
});

describe("a listing's delete", () => {
  it('keeps its payments, marked listing_deleted, and removes its boost records', async () => {
    const deps = testDeps(env);
    const { payer, listing, payment } = await paidBoost(deps);
    const { payment: second } = await aCheckout(deps, payer, listing, [
      { type: 'search_featured', days: 3 },
    ]);
    await deliver(deps, await sessionEvent(deps, second, 'paid'));
    expect(await boostRecords(env.db, listing.id)).toHaveLength(2);

    const answer = await call(deleteListingHandler, 'DELETE', '/api/admin/listings/{id}', {
      caller: admin,
      params: { id: listing.id },
    });
    expect(answer.status).toBe(204);
    for (const id of [payment.id, second.id]) {
      expect(await readPayment(env.db, id)).toMatchObject({
        status: 'succeeded',
        listing_deleted: true,
        listing_title: '2018 Renault Master',
      });
    }
    expect(await boostRecords(env.db, listing.id)).toEqual([]);
  });
});
