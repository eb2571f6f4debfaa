import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSearchIndex } from '#lambdas/search/engine/create-search-index';
import { PRICE_BAND_LIMITS, priceBandOf } from '#shared/valuation/price-band';
import { aSearchDoc } from './search-doc-fixture';
import { aQuery } from './engine-query';
import { oracleBand } from './oracle';
import { indexCard } from '#lambdas/search/search-card';
import { compareListings } from '#lambdas/search/compare-listings';
import { similarListings } from '#lambdas/search/similar-listings';

/** Five comparable Transit Customs at £10,000 (2019, 40,000 miles) and a van priced `price`. */
function market(price: number, others = 5, overrides = {}) {
  const comparables = Array.from({ length: others }, () =>
    aSearchDoc({ price, year: 2019, mileage: 40_000, seller_type: 'private_seller', ...overrides }),
  ).map((doc) => ({ ...doc, price: 10_000 }));
  const van = aSearchDoc({ price, year: 2019, mileage: 40_000, seller_type: 'private_seller' });
  return { van, docs: [...comparables, van] };
}

describe('price bands', () => {
  it('puts a price in its band at the edges of each band', () => {
    expect(priceBandOf(9_000, 10_000)).toBe('great');
    expect(priceBandOf(9_001, 10_000)).toBe('good');
    expect(priceBandOf(9_700, 10_000)).toBe('good');
    expect(priceBandOf(9_701, 10_000)).toBe('fair');
    expect(priceBandOf(10_500, 10_000)).toBe('fair');
    expect(priceBandOf(10_501, 10_000)).toBe('high');
    expect(PRICE_BAND_LIMITS.great).toBeLessThan(PRICE_BAND_LIMITS.good);
  });

  it.each([
    [8_900, 'great'],
    [9_600, 'good'],
    [10_000, 'fair'],
    [11_000, 'high'],
  ] as const)('bands a van at £%i against five comparables at £10,000 as %s', (price, band) => {
    const { van, docs } = market(price);
    const index = createSearchIndex(docs);
    expect(index.priceIndicator(van.id)).toEqual({ band, typical_price: 10_000, comparables: 5 });
    const hit = index.query(aQuery({ pageSize: 10 })).hits.find((h) => h.doc.id === van.id);
    expect(hit?.priceBand).toBe(band);
  });

  it('bands a saved van, a compared van and the advert (with its similar vans) alike', async () => {
    const { van, docs } = market(8_900);
    const index = createSearchIndex(docs);
    const now = new Date();
    // /saved signed in (the saved list's cards) and signed out (the compare route's cards).
    expect(indexCard(index, van, now).price_band).toBe('great');
    const compared = await compareListings(
      { index: async () => index, geocode: async () => null },
      { ids: [van.id, 'gone'] },
      now,
    );
    expect(compared.items[0]).toMatchObject({ available: true, price_band: 'great' });
    const similar = await similarListings(
      { index: async () => index, getListing: async () => undefined },
      van.id,
      now,
    );
    expect(similar.price_indicator).toEqual({
      band: 'great',
      typical_price: 10_000,
      comparables: 5,
    });
    expect(similar.items.length).toBeGreaterThan(0);
  });

  it('gives no band with fewer than five other comparable vans, the van itself not counted', () => {
    const { van, docs } = market(8_000, 4);
    expect(createSearchIndex(docs).priceIndicator(van.id)).toBeNull();
  });

  it('leaves out vans of another model, more than 2 years or 25,000 miles away', () => {
    const { van, docs } = market(8_000, 4);
    const far = [
      aSearchDoc({ year: 2016, mileage: 40_000 }),
      aSearchDoc({ year: 2019, mileage: 65_001 }),
      aSearchDoc({ model: 'Transit', year: 2019, mileage: 40_000 }),
    ];
    expect(createSearchIndex([...docs, ...far]).priceIndicator(van.id)).toBeNull();
    const near = aSearchDoc({ year: 2021, mileage: 65_000, price: 10_000 });
    expect(createSearchIndex([...docs, near]).priceIndicator(van.id)?.comparables).toBe(5);
  });

  it("compares a dealer's 'plus VAT' price with its VAT added", () => {
    const { docs } = market(10_000);
    const plusVat = aSearchDoc({
      year: 2019,
      mileage: 40_000,
      price: 8_500,
      seller_type: 'trade_dealer',
      price_includes_vat: false,
    });
    // £8,500 + VAT is £10,200: fair against £10,000, not the 'great' its net figure suggests.
    expect(createSearchIndex([...docs, plusVat]).priceIndicator(plusVat.id)?.band).toBe('fair');
  });

  it('works the bands out again when a comparable van changes or goes', () => {
    const { van, docs } = market(9_600);
    const index = createSearchIndex(docs);
    expect(index.priceIndicator(van.id)?.band).toBe('good');
    index.upsert({ ...docs[0]!, price: 5_000 });
    index.upsert({ ...docs[1]!, price: 5_000 });
    index.upsert({ ...docs[2]!, price: 5_000 });
    expect(index.priceIndicator(van.id)?.band).toBe('high');
    index.remove(docs[0]!.id);
    index.remove(docs[1]!.id);
    expect(index.priceIndicator(van.id)).toBeNull();
  });

  it("filters 'Good price or better' and counts its facet", () => {
    const great = market(8_000);
    const high = aSearchDoc({ price: 12_000, year: 2019, mileage: 40_000 });
    const index = createSearchIndex([...great.docs, high]);
    const all = index.query(aQuery());
    expect(all.facets.goodPrice).toBe(1);
    const good = index.query(aQuery({ filters: { goodPrice: true } }));
    expect(good.hits.map((hit) => hit.doc.id)).toEqual([great.van.id]);
    expect(good.total).toBe(1);
  });

  it('agrees with the slow oracle for random prices, years and mileages', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            price: fc.integer({ min: 1_000, max: 30_000 }),
            year: fc.integer({ min: 2015, max: 2021 }),
            mileage: fc.integer({ min: 0, max: 120_000 }),
            vat: fc.constantFrom('private', 'inc', 'plus'),
          }),
          { maxLength: 40 },
        ),
        (vans) => {
          const docs = vans.map(({ vat, ...van }) =>
            aSearchDoc({
              ...van,
              seller_type: vat === 'private' ? 'private_seller' : 'trade_dealer',
              price_includes_vat: vat === 'inc',
            }),
          );
          const index = createSearchIndex(docs);
          for (const doc of docs) {
            expect(index.priceIndicator(doc.id)?.band ?? null).toBe(oracleBand(docs, doc));
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
