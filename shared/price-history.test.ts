import { describe, expect, it } from 'vitest';
import {
  lastPriceCut,
  PRICE_CHANGES_KEPT,
  PRICE_REDUCED_DAYS,
  priceChangeText,
  pricedChanges,
  priceReduced,
  priceReducedAt,
} from './price-history';

const AT = new Date('2026-03-03T10:00:00Z');

describe('price history', () => {
  it('adds a change only when the price moves', () => {
    expect(pricedChanges({ price: 10_000 }, { price: 10_000 }, AT)).toEqual([]);
    expect(pricedChanges({ price: 10_000 }, { price: 9_500 }, AT)).toEqual([
      { at: AT.toISOString(), from: 10_000, to: 9_500 },
    ]);
  });

  it('keeps the newest changes only', () => {
    let listing = { price: 20_000, price_changes: [] as ReturnType<typeof pricedChanges> };
    for (let i = 1; i <= PRICE_CHANGES_KEPT + 3; i++) {
      const price = 20_000 - i * 100;
      listing = { price, price_changes: pricedChanges(listing, { price }, AT) };
    }
    expect(listing.price_changes).toHaveLength(PRICE_CHANGES_KEPT);
    expect(listing.price_changes.at(-1)).toMatchObject({ to: 20_000 - 13 * 100 });
    expect(listing.price_changes[0]).toMatchObject({ from: 20_000 - 3 * 100 });
  });

  it('says a change in words, the day in London', () => {
    expect(priceChangeText({ at: AT.toISOString(), from: 10_000, to: 9_500 })).toBe(
      'Reduced £500 on 3 March 2026',
    );
    expect(priceChangeText({ at: '2026-07-01T23:30:00.000Z', from: 9_500, to: 10_500 })).toBe(
      'Raised £1,000 on 2 July 2026',
    );
  });
});

describe("'Price reduced' on buyers' cards (decision 077)", () => {
  const DAY = 86_400_000;
  const cut = { at: AT.toISOString(), from: 10_000, to: 9_500 };
  const raise = { at: '2026-03-05T10:00:00.000Z', from: 9_500, to: 9_900 };

  it('dates the latest change when it was a cut, and nothing otherwise', () => {
    expect(lastPriceCut(undefined)).toBeNull();
    expect(lastPriceCut([])).toBeNull();
    expect(lastPriceCut([cut])).toBe(AT.getTime());
    // Cut, then raised: no longer reduced, even below the first price.
    expect(lastPriceCut([cut, raise])).toBeNull();
    expect(lastPriceCut([raise, cut])).toBe(AT.getTime());
    expect(lastPriceCut([{ ...cut, to: cut.from }])).toBeNull();
  });

  it(`shows for ${PRICE_REDUCED_DAYS} days after the cut, then not`, () => {
    const cutAt = AT.getTime();
    expect(priceReducedAt(cutAt, AT)).toBe(true);
    expect(priceReducedAt(cutAt, new Date(cutAt + (PRICE_REDUCED_DAYS - 0.01) * DAY))).toBe(true);
    expect(priceReducedAt(cutAt, new Date(cutAt + PRICE_REDUCED_DAYS * DAY))).toBe(false);
    expect(priceReducedAt(cutAt, new Date(cutAt + 40 * DAY))).toBe(false);
    expect(priceReducedAt(null, AT)).toBe(false);
    expect(priceReducedAt(undefined, AT)).toBe(false);
    // Both together: what the featured and nearby cards ask of a listing's changes.
    expect(priceReduced([cut], new Date(cutAt + DAY))).toBe(true);
    expect(priceReduced([cut, raise], new Date(cutAt + DAY))).toBe(false);
    expect(priceReduced(undefined, AT)).toBe(false);
  });
});
