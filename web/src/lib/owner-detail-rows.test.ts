import { describe, expect, it } from 'vitest';
import { makeListing } from '../my-listings/test-fixtures';
import { ownerDetailRows } from './owner-detail-rows';

describe('ownerDetailRows', () => {
  it('lists price, mileage, year, fuel, transmission, body type, colour, location and postcode', () => {
    expect(ownerDetailRows(makeListing({ seller_type: 'trade_dealer' }))).toEqual([
      { label: 'Price', value: '£14,995 excluding VAT, negotiable' },
      { label: 'Mileage', value: '48,000 miles' },
      { label: 'Year', value: '2019' },
      { label: 'Fuel type', value: 'Diesel' },
      { label: 'Transmission', value: 'Manual' },
      { label: 'Body type', value: 'Panel Van' },
      { label: 'Colour', value: 'Not stated' },
      { label: 'Location', value: 'Staines Upon Thames' },
      { label: 'Postcode', value: 'TW18 4AB' },
    ]);
    const rows = ownerDetailRows(
      makeListing({
        seller_type: 'trade_dealer',
        body_type: null,
        price_includes_vat: true,
        price_negotiable: false,
      }),
    );
    expect(rows[0]!.value).toBe('£14,995 including VAT');
    expect(rows[5]!.value).toBe('Not stated');
  });

  it("never says a private seller's price excludes VAT", () => {
    for (const priceIncludesVat of [false, true]) {
      const rows = ownerDetailRows(
        makeListing({ seller_type: 'private_seller', price_includes_vat: priceIncludesVat }),
      );
      expect(rows[0]!.value).toBe('£14,995 no VAT (private sale), negotiable');
    }
  });
});
