import { describe, expect, it } from 'vitest';
import type { StoredPayment } from '#lambdas/payment/payments-repo';
import { receiptMail } from '#lambdas/payment/receipt-mail';
import { aListing } from '../../support/listing-fixture';

const payment: StoredPayment = {
  id: 'pay_0mwwwsl00abcdef012345',
  user_id: 'user-1',
  listing_id: 'van-1',
  listing_title: '2019 Ford Transit Custom',
  items: [
    { type: 'search_featured', days: 14, price_pence: 1799 },
    { type: 'homepage_featured', days: 7, price_pence: 1499 },
  ],
  boost_type: 'multiple',
  amount_pence: 3298,
  currency: 'gbp',
  status: 'succeeded',
  provider: 'stripe',
  transaction_id: 'pi_123',
  created_at: '2026-11-26T09:58:00.000Z',
  updated_at: '2026-11-26T10:00:00.000Z',
  paid_at: '2026-11-26T10:00:00.000Z',
  refunded_at: null,
  checkout_session_id: 'cs_123',
  payment_intent_id: 'pi_123',
  failure: null,
  boosted_until: {
    search_featured: '2026-12-10T10:00:00.000Z',
    homepage_featured: '2026-12-03T10:00:00.000Z',
  },
  receipt_number: 42,
};

describe('the receipt', () => {
  it('lists each line, the total and the VAT it includes, the ids and the boosts’ ends', () => {
    const boosted = aListing({
      id: 'van-1',
      search_featured: true,
      search_featured_until: '2026-12-10T10:00:00.000Z',
      homepage_featured: true,
      homepage_featured_until: '2026-12-03T10:00:00.000Z',
      boost_expires: '2026-12-10T10:00:00.000Z',
    });
    const mail = receiptMail(payment, boosted, 'seller@example.org', 'https://vanyard.example');
    expect(mail.to).toBe('seller@example.org');
    expect(mail.subject).toBe('Your VanYard receipt: £32.98 for 2019 Ford Transit Custom');
    const lines = mail.text.split('\n');
    // Amounts in one column, after the longest line's label.
    const row = (label: string, amount: string) => `${label.padEnd(30)}  ${amount}`;
    expect(lines).toContain(row('Top of Search Results, 14 days', '£17.99'));
    expect(lines).toContain(row('Homepage Featured, 7 days', '£14.99'));
    expect(lines).toContain(row('Total paid', '£32.98'));
    // 20 % VAT included in £32.98 is £5.50 (3298 / 6, rounded).
    expect(lines).toContain(row('of which VAT at 20%', '£5.50'));
    expect(lines).toContain('Payment ID: pay_0mwwwsl00abcdef012345');
    expect(lines).toContain('Transaction ID: pi_123');
    expect(lines).toContain('Paid: 26 November 2026 at 10:00 (UK time)');
    expect(lines).toContain(
      'Top of Search Results runs until 10 December 2026 at 10:00 (UK time).',
    );
    expect(lines).toContain('Homepage Featured runs until 3 December 2026 at 10:00 (UK time).');
    expect(lines).toContain('Your listing: https://vanyard.example/dashboard/listings/van-1');
    // The receipt's number and where to open and print it (issue 28).
    expect(lines).toContain('Receipt number: VY-000042');
    expect(lines).toContain(
      'Your VAT receipt, to view or print: https://vanyard.example/dashboard/payments/pay_0mwwwsl00abcdef012345/receipt',
    );
  });

  it('says no boost was applied when the listing went before the money came', () => {
    const mail = receiptMail(payment, undefined, 'seller@example.org', 'https://vanyard.example');
    expect(mail.text).toContain(
      'The listing was removed before the payment arrived, so no boost was applied.',
    );
    expect(mail.text).not.toContain('runs until');
  });
});
