import { describe, expect, it } from 'vitest';
import type { CompareVan } from '#shared/compare';
import { compareRows } from './compare-rows';

function aVan(overrides: Partial<CompareVan> = {}): CompareVan {
  return {
    available: true,
    id: 'van-1',
    title: '2019 Ford Transit Custom',
    headline: null,
    make: 'Ford',
    model: 'Transit Custom',
    year: 2019,
    price: 14_995,
    price_includes_vat: false,
    mileage: 62_000,
    fuel_type: 'diesel',
    transmission: 'manual',
    location: 'Leeds',
    seller_type: 'trade_dealer',
    ulez_compliant: true,
    image_url: null,
    featured: false,
    path: '/used-vans/ford/transit-custom/leeds/van-1',
    distance_miles: null,
    body_type: 'panel_van',
    engine_size_cc: 1995,
    features: ['Parking Sensors', 'Ply Lining'],
    ...overrides,
  };
}

const row = (rows: ReturnType<typeof compareRows>, key: string) => rows.find((r) => r.key === key)!;

describe('compare rows', () => {
  it('marks exactly the rows where the vans differ', () => {
    const rows = compareRows(
      [aVan(), aVan({ id: 'van-2', price: 12_000, features: ['Ply Lining'] })],
      false,
    );
    expect(rows.filter((r) => r.differs).map((r) => r.key)).toEqual(['price', 'features']);
    expect(row(rows, 'year').cells).toEqual([{ lines: ['2019'] }, { lines: ['2019'] }]);
  });

  it('says the price with the words the cards use, and tells VAT bases apart', () => {
    const rows = compareRows(
      [
        aVan(),
        aVan({ id: 'b', price_includes_vat: true }),
        aVan({ id: 'c', seller_type: 'private_seller' }),
      ],
      false,
    );
    expect(row(rows, 'price').cells.map((cell) => cell?.lines)).toEqual([
      ['£14,995', 'Excluding VAT'],
      ['£14,995', 'Including VAT'],
      ['£14,995', 'No VAT (private sale)'],
    ]);
    expect(row(rows, 'price').differs).toBe(true);
    expect(row(rows, 'seller').cells.map((cell) => cell?.lines[0])).toEqual([
      'Trade',
      'Trade',
      'Private Seller',
    ]);
  });

  it('says what is not stated, and lists no distance without a postcode', () => {
    const rows = compareRows(
      [aVan({ body_type: null, engine_size_cc: null, features: [] })],
      false,
    );
    expect(row(rows, 'body').cells[0]?.lines).toEqual(['Not stated']);
    expect(row(rows, 'engine').cells[0]?.lines).toEqual(['Not stated']);
    expect(row(rows, 'features').cells[0]?.lines).toEqual(['None listed']);
    expect(rows.map((r) => r.key)).not.toContain('distance');
    // One van alone differs from nothing.
    expect(rows.some((r) => r.differs)).toBe(false);
  });

  it('adds the distance row with a postcode, and leaves unavailable vans out of the marking', () => {
    const rows = compareRows(
      [
        aVan({ distance_miles: 12.3 }),
        { id: 'gone', available: false },
        aVan({ id: 'c', distance_miles: null, year: 2020 }),
      ],
      true,
    );
    expect(row(rows, 'distance').cells).toEqual([
      { lines: ['12.3 miles away'] },
      null,
      { lines: ['Not known'] },
    ]);
    expect(row(rows, 'year').differs).toBe(true);
    expect(row(rows, 'mileage').differs).toBe(false);
    const onlyOne = compareRows([aVan(), { id: 'gone', available: false }], true);
    expect(onlyOne.some((r) => r.differs)).toBe(false);
  });
});
