import { describe, expect, it } from 'vitest';
import { cardBadges, distanceText, MAX_CARD_BADGES, sellerLabel, vatText } from './card-copy';

describe('result card wording', () => {
  it('gives distances in miles', () => {
    expect(distanceText(12.3)).toBe('12.3 miles away');
    expect(distanceText(1)).toBe('1 mile away');
    expect(distanceText(0)).toBe('0 miles away');
  });

  it('names the seller type as the spec shows it', () => {
    expect(sellerLabel('private_seller')).toBe('Private Seller');
    expect(sellerLabel('trade_dealer')).toBe('Trade');
  });

  it('puts at most two badges on a photo: Featured and ULEZ, never VAT', () => {
    const labels = (featured: boolean, ulez: boolean) =>
      cardBadges({ featured, ulez_compliant: ulez }).map((badge) => badge.label);
    expect(labels(true, true)).toEqual(['Featured', 'ULEZ']);
    expect(labels(false, true)).toEqual(['ULEZ']);
    expect(labels(true, false)).toEqual(['Featured']);
    expect(labels(false, false)).toEqual([]);
    expect(MAX_CARD_BADGES).toBe(2);
  });

  it('says on the price line whether a trade price includes VAT', () => {
    expect(vatText({ seller_type: 'trade_dealer', price_includes_vat: true })).toBe(
      'Including VAT',
    );
    expect(vatText({ seller_type: 'trade_dealer', price_includes_vat: false })).toBe(
      'Excluding VAT',
    );
  });

  it('never says a private sale excludes VAT: there is none', () => {
    expect(vatText({ seller_type: 'private_seller', price_includes_vat: false })).toBe(
      'No VAT (private sale)',
    );
    // A stored flag from before the rule changes nothing.
    expect(vatText({ seller_type: 'private_seller', price_includes_vat: true })).toBe(
      'No VAT (private sale)',
    );
  });
});
