import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handler as refundHandler } from '#lambdas/handlers/admin-refund-payment';
import { handler as settingsHandler } from '#lambdas/handlers/admin-settings';
import { handler as updateSettingsHandler } from '#lambdas/handlers/admin-update-settings';
import { handler as receiptHandler } from '#lambdas/handlers/own-payment-receipt';
import { handler as updateProfileHandler } from '#lambdas/handlers/update-own-profile';
import { insertPayment } from '#lambdas/payment/payments-repo';
import { lastReceiptNumber } from '#lambdas/payment/receipt-numbers';
import { SETTINGS_MESSAGES } from '#shared/admin/settings';
import { PROFILE_MESSAGES } from '#shared/profile';
import { formatReceiptNumber, RECEIPT_MESSAGES, type Receipt } from '#shared/receipts';
import {
  aCheckout,
  anAdmin,
  aPayer,
  aStoredListing,
  call,
  callerOf,
  deliver,
  readPayment,
  sessionEvent,
  startPaymentEmulators,
  testDeps,
  type Caller,
  type PaymentEmulators,
} from './payments-support';

// VAT receipts (issue 28) on DynamoDB Local: one gap-free sequence of numbers taken in the
// transaction that makes a payment paid (so a webhook delivered again, or ten at once, takes
// one), the receipt's figures and parties, and who may read it.
let env: PaymentEmulators;
const admin = anAdmin();

const COMPANY = {
  name: 'VanYard Ltd',
  address_lines: ['1 Example Street', 'Manchester', 'M1 1AA'],
  company_number: '01234567',
  vat_number: 'GB 123 4567 89',
};

beforeAll(async () => {
  env = await startPaymentEmulators();
  const current = await call(settingsHandler, 'GET', '/api/admin/settings', { caller: admin });
  const saved = await call(updateSettingsHandler, 'PUT', '/api/admin/settings', {
    caller: admin,
    body: {
      contact: {
        email: 'hello@vanyard.example',
        phone: '0161 496 0000',
        addressLines: ['VanYard Ltd', '1 Example Street', 'Manchester', 'M1 1AA'],
        mapUrl: 'https://www.openstreetmap.org/search?query=M1%201AA',
      },
      moderation_reasons: current.body.moderation_reasons,
      company: COMPANY,
      expected_updated_at: current.body.updated_at,
    },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}, 120_000);

afterAll(async () => {
  await env?.stop();
});

const receipt = (id: string, caller?: Caller) =>
  call(receiptHandler, 'GET', '/api/me/payments/{id}/receipt', { caller, params: { id } });

/** A payment of a new payer for a live listing, paid through the webhook. */
async function paidPayment(options?: Parameters<typeof aCheckout>[3]) {
  const deps = testDeps(env);
  const payer = await aPayer(env.db, { full_name: 'Sam Carter' });
  const listing = await aStoredListing(env.db, payer, { title: '2021 Ford Transit Custom' });
  const { payment } = await aCheckout(deps, payer, listing, options);
  await deliver(deps, await sessionEvent(deps, payment, 'paid'));
  return { deps, payer, listing, payment: await readPayment(env.db, payment.id) };
}

describe('receipt numbers', () => {
  it('are taken once per payment, however often the paid event arrives', async () => {
    const before = await lastReceiptNumber(env.db);
    const deps = testDeps(env);
    const payer = await aPayer(env.db);
    const listing = await aStoredListing(env.db, payer);
    const { payment } = await aCheckout(deps, payer, listing);
    const paid = await sessionEvent(deps, payment, 'paid');
    await Promise.all(Array.from({ length: 6 }, () => deliver(deps, paid)));
    await deliver(deps, paid);
    expect((await readPayment(env.db, payment.id)).receipt_number).toBe(before + 1);
    expect(await lastReceiptNumber(env.db)).toBe(before + 1);
  });

  it('form one sequence without gaps when many payments are paid at once', async () => {
    const before = await lastReceiptNumber(env.db);
    const deps = testDeps(env);
    const pending = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const payer = await aPayer(env.db);
        const listing = await aStoredListing(env.db, payer);
        return (await aCheckout(deps, payer, listing)).payment;
      }),
    );
    // A failed payment between them takes no number.
    const failed = pending.pop()!;
    await Promise.all([
      ...pending.map(async (payment) => deliver(deps, await sessionEvent(deps, payment, 'paid'))),
      sessionEvent(deps, failed, 'declined').then((event) => deliver(deps, event)),
    ]);
    const numbers = await Promise.all(
      pending.map(async (payment) => (await readPayment(env.db, payment.id)).receipt_number),
    );
    expect([...numbers].sort((a, b) => a! - b!)).toEqual(
      Array.from({ length: pending.length }, (_, i) => before + 1 + i),
    );
    expect((await readPayment(env.db, failed.id)).receipt_number).toBeNull();
    expect(await lastReceiptNumber(env.db)).toBe(before + pending.length);
  });

  it('are given, once, to a payment paid before receipts were numbered when its receipt is opened', async () => {
    const payer = await aPayer(env.db);
    const { payment: pending } = await aCheckout(
      testDeps(env),
      payer,
      await aStoredListing(env.db, payer),
    );
    const legacy = {
      ...pending,
      id: `${pending.id}-old`,
      status: 'succeeded' as const,
      paid_at: new Date().toISOString(),
      transaction_id: 'pi_old',
      receipt_number: null,
    };
    await insertPayment(env.db, legacy, new Date());
    const before = await lastReceiptNumber(env.db);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => receipt(legacy.id, callerOf(payer))),
    );
    for (const answer of answers) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.number).toBe(formatReceiptNumber(before + 1));
    }
    expect(await lastReceiptNumber(env.db)).toBe(before + 1);
    expect((await readPayment(env.db, legacy.id)).receipt_number).toBe(before + 1);
  });
});

describe('the receipt', () => {
  it('has the number, date, both parties, each line with net, VAT at 20 % and gross', async () => {
    const { payer, payment } = await paidPayment([
      { type: 'search_featured', days: 7 },
      { type: 'homepage_featured', days: 14 },
    ]);
    const profile = await call(updateProfileHandler, 'PUT', '/api/me/profile', {
      caller: callerOf(payer),
      body: {
        full_name: 'Sam Carter',
        phone_number: '',
        location: 'Leeds',
        website_url: '',
        seller_type: 'private_seller',
        address: '12 Mill Lane\n\nLeeds\nLS1 4AB  ',
      },
    });
    expect(profile.status, JSON.stringify(profile.body)).toBe(200);

    const answer = await receipt(payment.id, callerOf(payer));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const body = answer.body as Receipt;
    expect(body).toMatchObject({
      number: formatReceiptNumber(payment.receipt_number!),
      payment_id: payment.id,
      issued_at: payment.paid_at,
      status: 'paid',
      refunded_at: null,
      transaction_id: payment.transaction_id,
      listing_title: '2021 Ford Transit Custom',
      customer: {
        name: 'Sam Carter',
        email: payer.email,
        address_lines: ['12 Mill Lane', 'Leeds', 'LS1 4AB'],
      },
      supplier: { ...COMPANY, vat_number: 'GB123456789' },
      vat_rate_percent: 20,
      gross_pence: 999 + 2499,
      vat_pence: 167 + 417,
      net_pence: 832 + 2082,
    });
    expect(body.lines).toEqual([
      {
        description: 'Top of Search Results, 7 days',
        days: 7,
        until: payment.boosted_until!.search_featured,
        net_pence: 832,
        vat_pence: 167,
        gross_pence: 999,
      },
      {
        description: 'Homepage Featured, 14 days',
        days: 14,
        until: payment.boosted_until!.homepage_featured,
        net_pence: 2082,
        vat_pence: 417,
        gross_pence: 2499,
      },
    ]);
  });

  it('says a refunded payment was refunded, and when', async () => {
    const { payer, payment } = await paidPayment();
    const refunded = await call(refundHandler, 'POST', '/api/admin/payments/{id}/refund', {
      caller: admin,
      params: { id: payment.id },
      body: { reason: 'Seller asked within a day' },
    });
    expect(refunded.status).toBe(200);
    const answer = await receipt(payment.id, callerOf(payer));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      number: formatReceiptNumber(payment.receipt_number!),
      status: 'refunded',
      refunded_at: refunded.body.refunded_at,
    });
  });

  it('is for the payment’s owner and admins only; none for an unpaid payment', async () => {
    const { payer, payment } = await paidPayment();
    const other = await aPayer(env.db);
    expect((await receipt(payment.id, callerOf(payer))).status).toBe(200);
    expect((await receipt(payment.id, admin)).status).toBe(200);
    const theirs = await receipt(payment.id, callerOf(other));
    expect(theirs.status).toBe(404);
    expect(theirs.body.error.message).toBe(RECEIPT_MESSAGES.notFound);
    expect((await receipt(payment.id)).status).toBe(401);
    expect((await receipt('pay_nothing_here', callerOf(payer))).status).toBe(404);
    expect((await receipt('not a valid id!', callerOf(payer))).status).toBe(400);

    const deps = testDeps(env);
    const { payment: pending } = await aCheckout(deps, payer, await aStoredListing(env.db, payer));
    const unpaid = await receipt(pending.id, callerOf(payer));
    expect(unpaid.status).toBe(404);
    expect(unpaid.body.error).toEqual({ code: 'not_paid', message: RECEIPT_MESSAGES.notPaid });
    expect((await readPayment(env.db, pending.id)).receipt_number).toBeNull();
  });
});

describe('the details receipts print', () => {
  it('refuses a company or VAT number that is not one, and an address too long', async () => {
    const current = await call(settingsHandler, 'GET', '/api/admin/settings', { caller: admin });
    expect(current.body.company).toEqual({ ...COMPANY, vat_number: 'GB123456789' });
    const bad = await call(updateSettingsHandler, 'PUT', '/api/admin/settings', {
      caller: admin,
      body: {
        contact: current.body.contact,
        moderation_reasons: current.body.moderation_reasons,
        company: { ...COMPANY, company_number: '123', vat_number: 'FR123' },
        expected_updated_at: current.body.updated_at,
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields['company.company_number']).toEqual([
      SETTINGS_MESSAGES.companyNumber,
    ]);
    expect(bad.body.error.fields['company.vat_number']).toEqual([SETTINGS_MESSAGES.vatNumber]);

    const payer = await aPayer(env.db);
    const tooLong = await call(updateProfileHandler, 'PUT', '/api/me/profile', {
      caller: callerOf(payer),
      body: {
        full_name: 'Sam Carter',
        phone_number: '',
        location: 'Leeds',
        website_url: '',
        seller_type: 'private_seller',
        address: Array.from({ length: 7 }, (_, i) => `Line ${i + 1}`).join('\n'),
      },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.fields.address).toEqual([PROFILE_MESSAGES.address]);
  });
});
