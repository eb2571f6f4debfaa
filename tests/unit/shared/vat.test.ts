import { describe, expect, it } from 'vitest';
import { includesVat, vatBasis, vatWords, vatWordsInline } from '#shared/vat';

describe('the one VAT rule', () => {
  it("follows a dealer's answer", () => {
    const trade = { seller_type: 'trade_dealer' as const };
    expect(vatBasis({ ...trade, price_includes_vat: true })).toBe('included');
    expect(vatBasis({ ...trade, price_includes_vat: false })).toBe('excluded');
    expect(vatWords({ ...trade, price_includes_vat: true })).toBe('Including VAT');
    expect(vatWords({ ...trade, price_includes_vat: false })).toBe('Excluding VAT');
    expect(includesVat({ ...trade, price_includes_vat: true })).toBe(true);
  });

  it('gives a private sale no VAT, whatever its stored flag says', () => {
    for (const flag of [false, true]) {
      const own = { seller_type: 'private_seller' as const, price_includes_vat: flag };
      expect(vatBasis(own)).toBe('none');
      expect(includesVat(own)).toBe(false);
      expect(vatWords(own)).toBe('No VAT (private sale)');
      expect(vatWords(own)).not.toMatch(/excluding|\+ ?VAT/i);
      expect(vatWordsInline(own)).toBe('no VAT (private sale)');
    }
  });
});
