import { describe, expect, it } from 'vitest';
import { priceDisplay, priceText, priceWithVat } from './price-vat';

describe('price and VAT', () => {
  it('adds UK VAT at 20 %, in whole pounds', () => {
    expect(priceWithVat(15_000)).toBe(18_000);
    expect(priceWithVat(12_345)).toBe(14_814);
    expect(priceWithVat(7_495)).toBe(8_994);
    expect(priceWithVat(0)).toBe(0);
  });

  it("shows a dealer's price without VAT with the total a buyer pays", () => {
    const display = priceDisplay({
      price: 15_000,
      price_includes_vat: false,
      seller_type: 'trade_dealer',
    });
    expect(display).toEqual({ amount: '£15,000', basis: '+ VAT', total: '(£18,000 inc. VAT)' });
    expect(priceText(display)).toBe('£15,000 + VAT (£18,000 inc. VAT)');
  });

  it('shows a price that includes VAT as the result cards do, with nothing added', () => {
    const display = priceDisplay({
      price: 18_000,
      price_includes_vat: true,
      seller_type: 'trade_dealer',
    });
    expect(priceText(display)).toBe('£18,000 Including VAT');
    expect(display.total).toBeUndefined();
  });

  it('adds no VAT to a private sale', () => {
    const display = priceDisplay({
      price: 7_495,
      price_includes_vat: false,
      seller_type: 'private_seller',
    });
    expect(priceText(display)).toBe('£7,495 Private sale: no VAT to add');
    expect(display.total).toBeUndefined();
  });

  it('adds no VAT to a private sale even when its stored flag says VAT is included', () => {
    const display = priceDisplay({
      price: 7_495,
      price_includes_vat: true,
      seller_type: 'private_seller',
    });
    expect(priceText(display)).toBe('£7,495 Private sale: no VAT to add');
  });
});
