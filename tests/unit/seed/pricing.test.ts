import { describe, expect, it } from 'vitest';
import type { Listing } from '#shared/listing';
import { ASKING_PREMIUM, ASKING_SPREAD } from '#shared/valuation/asking-prices';
import { valueVan } from '#shared/valuation/formula';
import {
  ADVERT_ROUNDING_POUNDS,
  valuationCondition,
  valuationInputOf,
  valuationOwners,
  type ValuedAdvert,
} from '#infra/local/demo-data/pricing';
import { VAN_SPECS } from '#infra/local/demo-data/vans';
import { VALUATION_FIRST_YEAR } from '#shared/valuation/form';
import { NOW, demo } from './fixtures';

// Decision 026: a demo van's advertised price is the valuation formula's estimate for it, times
// its seller's asking premium, times a bounded spread, rounded like an advert.

const YEAR = NOW.getUTCFullYear();
const listings = () => demo(1000).map((item) => item.listing);
const classics = VAN_SPECS.filter((spec) => spec.classicPrice);
const isClassic = (l: Listing) =>
  classics.some((spec) => spec.make === l.make && spec.model === l.model);
const valued = () => listings().filter((l) => !isClassic(l));

/** The formula's estimate for a seeded listing, from nothing but what the advert says. */
const estimateOf = (l: Listing) => valueVan(valuationInputOf(advertOf(l), YEAR), YEAR).estimate;

function advertOf(l: Listing): ValuedAdvert {
  return {
    make: l.make,
    model: l.model,
    year: l.year,
    mileage: l.mileage,
    condition: l.condition,
    service_history: l.service_history,
    description: l.description,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

describe('seeded asking prices follow the valuation formula', () => {
  it('put every advert between the lowest and highest premium over its estimate', () => {
    for (const l of valued()) {
      const estimate = estimateOf(l);
      const premium = ASKING_PREMIUM[l.seller_type];
      const low = estimate * premium * ASKING_SPREAD.min - ADVERT_ROUNDING_POUNDS;
      const high = estimate * premium * ASKING_SPREAD.max + ADVERT_ROUNDING_POUNDS;
      expect(l.price, `${l.title} valued at ${estimate}`).toBeGreaterThanOrEqual(Math.floor(low));
      expect(l.price, `${l.title} valued at ${estimate}`).toBeLessThanOrEqual(Math.ceil(high));
    }
  });

  it('centre each kind of seller on its typical premium', () => {
    for (const sellerType of ['private_seller', 'trade_dealer'] as const) {
      const ratios = valued()
        .filter((l) => l.seller_type === sellerType)
        .map((l) => l.price / estimateOf(l));
      expect(ratios.length).toBeGreaterThan(300);
      expect(median(ratios)).toBeGreaterThan(ASKING_PREMIUM[sellerType] - 0.03);
      expect(median(ratios)).toBeLessThan(ASKING_PREMIUM[sellerType] + 0.03);
    }
  });

  it('never ask less than the bottom of the estimate range the valuation page shows', () => {
    for (const l of valued()) {
      const { low } = valueVan(valuationInputOf(advertOf(l), YEAR), YEAR);
      expect(l.price).toBeGreaterThanOrEqual(low - ADVERT_ROUNDING_POUNDS);
    }
  });

  it('ignore the VAT flag: the same model prices VAT-inclusive and VAT-exclusive adverts', () => {
    const dealers = valued().filter((l) => l.seller_type === 'trade_dealer');
    const ratio = (withVat: boolean) =>
      median(
        dealers.filter((l) => l.price_includes_vat === withVat).map((l) => l.price / estimateOf(l)),
      );
    expect(Math.abs(ratio(true) - ratio(false))).toBeLessThan(0.04);
  });

  it('leave out only classics, which the valuation never compares with (all before its first year)', () => {
    expect(classics.map((spec) => spec.model)).toEqual([
      'Transporter T1',
      'Transporter T2',
      'Transporter T3',
    ]);
    for (const spec of classics) expect(spec.years.to).toBeLessThan(VALUATION_FIRST_YEAR);
    expect(valued().length).toBeGreaterThan(listings().length * 0.95);
  });
});

describe("a demo van's valuation details, read from its advert", () => {
  const advert: ValuedAdvert = {
    make: 'Ford',
    model: 'Transit Custom',
    year: 2020,
    mileage: 60_000,
    condition: 'used',
    service_history: 'partial',
    description: 'A tidy van.',
  };

  it('reads the condition from newness, service history and age', () => {
    expect(valuationCondition({ ...advert, condition: 'new' }, 2026)).toBe('excellent');
    expect(valuationCondition({ ...advert, service_history: 'full', year: 2022 }, 2026)).toBe(
      'excellent',
    );
    expect(valuationCondition({ ...advert, service_history: 'full', year: 2020 }, 2026)).toBe(
      'good',
    );
    expect(valuationCondition(advert, 2026)).toBe('good');
    expect(valuationCondition({ ...advert, service_history: 'none' }, 2026)).toBe('fair');
    expect(valuationCondition({ ...advert, year: 2013 }, 2026)).toBe('fair');
  });

  it('takes the owners from the description when it says, else from the age', () => {
    expect(valuationOwners({ ...advert, description: 'One owner from new. Two keys.' }, 2026)).toBe(
      '1',
    );
    expect(valuationOwners({ ...advert, description: 'Two previous owners.' }, 2026)).toBe('3');
    expect(valuationOwners({ ...advert, year: 2024 }, 2026)).toBe('1');
    expect(valuationOwners(advert, 2026)).toBe('2');
    expect(valuationOwners({ ...advert, year: 2014 }, 2026)).toBe('3');
    expect(valuationOwners({ ...advert, year: 2005 }, 2026)).toBe('4+');
  });

  it('values the issue’s 2020 Transit Custom with 60,000 miles as the valuation page does', () => {
    expect(valuationInputOf(advert, 2026)).toEqual({
      make: 'Ford',
      model: 'Transit Custom',
      year: 2020,
      mileage: 60_000,
      condition: 'good',
      owners: '2',
    });
  });
});
