import { describe, expect, it } from 'vitest';
import { withPaymentBoostsEnded } from '#lambdas/payment/refund-payment';
import { aListing } from '../../support/listing-fixture';

const now = new Date('2026-11-26T12:00:00.000Z');
const later = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();

describe('the boosts a refund ends', () => {
  const boosted = aListing({
    search_featured: true,
    search_featured_until: later(5),
    homepage_featured: true,
    homepage_featured_until: later(2),
    boost_expires: later(5),
  });

  it('ends now each type the payment bought, and keeps the other running', () => {
    const ended = withPaymentBoostsEnded(
      boosted,
      { items: [{ type: 'homepage_featured', days: 3, price_pence: 799 }] },
      now,
    )!;
    expect(ended).toMatchObject({
      homepage_featured: false,
      homepage_featured_until: now.toISOString(),
      search_featured: true,
      search_featured_until: later(5),
      boost_expires: later(5),
    });
  });

  it('ends both for a payment of both', () => {
    const ended = withPaymentBoostsEnded(
      boosted,
      {
        items: [
          { type: 'search_featured', days: 7, price_pence: 999 },
          { type: 'homepage_featured', days: 3, price_pence: 799 },
        ],
      },
      now,
    )!;
    expect(ended).toMatchObject({ search_featured: false, homepage_featured: false });
    expect(ended.boost_expires).toBe(now.toISOString());
  });

  it('has nothing to end when the types bought no longer run', () => {
    const plain = aListing();
    expect(
      withPaymentBoostsEnded(
        plain,
        { items: [{ type: 'search_featured', days: 7, price_pence: 999 }] },
        now,
      ),
    ).toBeNull();
  });
});
