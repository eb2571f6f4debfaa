import { describe, expect, it } from 'vitest';
import {
  marketEstimate,
  priceBins,
  quantile,
  summarisePrices,
} from '#lambdas/search/market-estimate';
import { createSearchIndex } from '#lambdas/search/engine/create-search-index';
import { marketQuerySchema } from '#shared/valuation/market';
import { aSearchDoc, NOW } from '../search/search-doc-fixture';

describe('price figures', () => {
  it('interpolates quartiles and rounds to the pound', () => {
    const sorted = [10_000, 12_000, 13_000, 20_000];
    expect(quantile(sorted, 0)).toBe(10_000);
    expect(quantile(sorted, 0.25)).toBe(11_500);
    expect(quantile(sorted, 0.5)).toBe(12_500);
    expect(quantile(sorted, 0.75)).toBe(14_750);
    expect(quantile(sorted, 1)).toBe(20_000);
    expect(quantile([7_777], 0.5)).toBe(7_777);
  });

  it('bins every price once, on round £100 edges, in order', () => {
    const sorted = [4_950, 5_000, 6_200, 8_999, 9_000, 12_345, 12_345];
    const bins = priceBins(sorted);
    expect(bins.length).toBeLessThanOrEqual(6);
    expect(bins[0]!.from).toBe(4_900);
    expect(bins.reduce((sum, bin) => sum + bin.count, 0)).toBe(sorted.length);
    for (const [i, bin] of bins.entries()) {
      expect(bin.from % 100).toBe(0);
      if (i > 0) expect(bin.from).toBe(bins[i - 1]!.to + 1);
      const inside = sorted.filter((p) => p >= bin.from && p <= bin.to).length;
      expect(bin.count).toBe(inside);
    }
    expect(bins.at(-1)!.to).toBeGreaterThanOrEqual(12_345);
  });

  it('puts equal prices in one bin', () => {
    expect(priceBins([9_995, 9_995, 9_995])).toEqual([{ from: 9_900, to: 9_999, count: 3 }]);
  });

  it('summarises min, max and quartiles', () => {
    expect(summarisePrices([1_000, 2_000, 3_000, 4_000, 5_000])).toMatchObject({
      min: 1_000,
      low: 2_000,
      median: 3_000,
      high: 4_000,
      max: 5_000,
    });
  });
});

describe('marketEstimate', () => {
  const transit = (year: number, mileage: number, price: number) =>
    aSearchDoc({ make: 'Ford', model: 'Transit', year, mileage, price });
  const docs = [
    transit(2018, 60_000, 14_000),
    transit(2016, 35_000, 12_500),
    transit(2020, 85_000, 16_000),
    transit(2019, 59_000, 15_500),
    transit(2017, 70_000, 13_000),
    // Outside the band: year, mileage, model, make.
    transit(2015, 60_000, 9_000),
    transit(2018, 85_001, 9_000),
    aSearchDoc({ make: 'Ford', model: 'Transit Custom', year: 2018, mileage: 60_000 }),
    aSearchDoc({ make: 'Renault', model: 'Master', year: 2018, mileage: 60_000 }),
  ];
  const index = createSearchIndex(docs);
  const query = { make: 'ford', model: 'transit', year: 2018, mileage: 60_000 };

  it('finds the same model within 2 years and 25,000 miles either side', () => {
    const estimate = marketEstimate(index, query, NOW);
    expect(estimate.comparables).toBe(5);
    expect(estimate.criteria).toEqual({
      yearFrom: 2016,
      yearTo: 2020,
      mileageFrom: 35_000,
      mileageTo: 85_000,
    });
    expect(estimate.prices).toMatchObject({ min: 12_500, median: 14_000, max: 16_000 });
  });

  it('gives no figures below 5 comparables, only the count', () => {
    const estimate = marketEstimate(index, { ...query, mileage: 90_000 }, NOW);
    expect(estimate.comparables).toBe(3);
    expect(estimate.prices).toBeNull();
    expect(estimate.criteria.mileageFrom).toBe(65_000);
  });

  it('never lets the mileage band go below zero', () => {
    expect(marketEstimate(index, { ...query, mileage: 1_000 }, NOW).criteria.mileageFrom).toBe(0);
  });
});

describe('the market query', () => {
  const schema = marketQuerySchema(NOW);
  it('accepts catalogue slugs and whole numbers', () => {
    expect(
      schema.parse({ make: 'ford', model: 'transit', year: '2018', mileage: ' 60000 ' }),
    ).toEqual({ make: 'ford', model: 'transit', year: 2018, mileage: 60_000 });
  });

  it.each([
    [{ make: 'trabant' }, 'make'],
    [{ model: 'sprinter' }, 'model'],
    [{ year: '1994' }, 'year'],
    [{ year: String(NOW.getFullYear() + 1) }, 'year'],
    [{ year: '20x8' }, 'year'],
    [{ mileage: '-5' }, 'mileage'],
    [{ mileage: '2000001' }, 'mileage'],
    [{ mileage: '1e5' }, 'mileage'],
  ])('refuses %o', (bad, field) => {
    const result = schema.safeParse({
      make: 'ford',
      model: 'transit',
      year: '2018',
      mileage: '60000',
      ...bad,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toContain(field);
  });
});
