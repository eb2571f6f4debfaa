import { describe, expect, it } from 'vitest';
import { checkoutLines, paymentMetadata, returnUrls } from '#lambdas/payment/checkout-lines';
import { newPaymentId } from '#lambdas/payment/deps';
import { priceOptions } from '#shared/payments';

describe('checkout lines', () => {
  it('names each boost with its days and carries its price in pence', () => {
    const { items } = priceOptions([
      { type: 'homepage_featured', days: 30 },
      { type: 'search_featured', days: 3 },
    ]);
    expect(checkoutLines(items)).toEqual([
      { name: 'Homepage Featured, 30 days', amount_pence: 3999 },
      { name: 'Top of Search Results, 3 days', amount_pence: 599 },
    ]);
  });

  it('carries the payment, listing and user ids as metadata', () => {
    expect(paymentMetadata({ id: 'pay_1', listing_id: 'van-1', user_id: 'user-1' })).toEqual({
      payment_id: 'pay_1',
      listing_id: 'van-1',
      user_id: 'user-1',
    });
  });

  it('sends the browser back to the boost page with the outcome', () => {
    expect(returnUrls('https://vanyard.example', { id: 'pay_1', listing_id: 'van 1' })).toEqual({
      successUrl:
        'https://vanyard.example/dashboard/listings/van%201/boost?payment=success&payment_id=pay_1',
      cancelUrl: 'https://vanyard.example/dashboard/listings/van%201/boost?payment=cancelled',
    });
  });
});

describe('payment ids', () => {
  it('sort by time and fit the route parameter', () => {
    const ids = [0, 1, 999, 86_400_000].map((offset) =>
      newPaymentId(new Date(Date.UTC(2026, 10, 26) + offset)),
    );
    expect([...ids].sort()).toEqual(ids);
    for (const id of ids) expect(id).toMatch(/^pay_[0-9a-z]{9}[0-9a-f]{12}$/);
    const now = new Date();
    expect(newPaymentId(now)).not.toBe(newPaymentId(now));
  });
});
