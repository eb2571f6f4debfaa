import { describe, expect, it } from 'vitest';
import {
  ageFactor,
  basePrice,
  conditionFactor,
  mileageFactor,
  ownersFactor,
  valueVan,
  type ValuationInput,
} from '#shared/valuation/formula';

describe('base price', () => {
  it.each([
    ['Ford', 'Transit', 25_000],
    ['Ford', 'Transit Custom', 22_000],
    ['Ford', 'Transit Connect', 18_000],
    ['Mercedes-Benz', 'Sprinter', 32_000],
    ['Mercedes-Benz', 'Vito Panel', 24_000],
    ['Volkswagen', 'Transporter T6', 30_000],
    ['Volkswagen', 'Crafter', 28_000],
    ['Ford', 'Transit Courier', 20_000],
    ['Volkswagen', 'Transporter T7', 20_000],
    ['Renault', 'Master', 20_000],
    // The make counts: a Crafter is only a Volkswagen.
    ['MAN', 'Crafter', 20_000],
  ])('%s %s starts at £%i', (make, model, price) => {
    expect(basePrice(make, model)).toBe(price);
  });
});

describe('factors at every boundary', () => {
  it.each([
    [0, 0.95],
    [1, 0.95],
    [2, 0.85],
    [3, 0.85],
    [4, 0.75],
    [5, 0.75],
    [6, 0.6],
    [8, 0.6],
    [9, 0.45],
    [12, 0.45],
    [13, 0.3],
    [31, 0.3],
  ])('age %i years: %f', (age, factor) => {
    expect(ageFactor(age)).toBe(factor);
  });

  it.each([
    [0, 1],
    [20_000, 1],
    [20_001, 0.9],
    [50_000, 0.9],
    [50_001, 0.75],
    [100_000, 0.75],
    [100_001, 0.6],
    [150_000, 0.6],
    [150_001, 0.4],
    [400_000, 0.4],
  ])('%i miles: %f', (miles, factor) => {
    expect(mileageFactor(miles)).toBe(factor);
  });

  it('condition and owners', () => {
    expect(conditionFactor('excellent')).toBe(1.1);
    expect(conditionFactor('good')).toBe(1);
    expect(conditionFactor('fair')).toBe(0.85);
    expect(ownersFactor('1')).toBe(1.05);
    expect(ownersFactor('2')).toBe(1);
    expect(ownersFactor('3')).toBe(1);
    expect(ownersFactor('4+')).toBe(0.9);
  });
});

describe('valueVan', () => {
  const van = (over: Partial<ValuationInput>): ValuationInput => ({
    make: 'Ford',
    model: 'Transit',
    year: 2024,
    mileage: 10_000,
    condition: 'good',
    owners: '2',
    ...over,
  });

  it.each([
    // A new-ish Transit, good, 2 owners: 25,000 x 0.95 = 23,750.
    [van({}), 2025, { estimate: 23_750, low: 21_375, high: 26_125 }],
    // Sprinter, 5 years, 50,000 miles, excellent, 1 owner: 32,000 x 0.75 x 0.9 x 1.1 x 1.05.
    [
      van({ make: 'Mercedes-Benz', model: 'Sprinter', year: 2020, mileage: 50_000 }),
      2025,
      { estimate: 21_600, low: 19_440, high: 23_760 },
    ],
    [
      van({
        make: 'Mercedes-Benz',
        model: 'Sprinter',
        year: 2020,
        mileage: 50_000,
        condition: 'excellent',
        owners: '1',
      }),
      2025,
      { estimate: 24_948, low: 22_453, high: 27_443 },
    ],
    // Any other van, 13 years, 150,001 miles, fair, 4+ owners: 20,000 x 0.3 x 0.4 x 0.85 x 0.9.
    [
      van({
        make: 'Renault',
        model: 'Trafic',
        year: 2012,
        mileage: 150_001,
        condition: 'fair',
        owners: '4+',
      }),
      2025,
      { estimate: 1836, low: 1652, high: 2020 },
    ],
  ])('%o in %i', (input, currentYear, expected) => {
    expect(valueVan(input, currentYear)).toEqual(expected);
  });

  it('rounds the range to the pound', () => {
    // 22,000 x 0.85 (3 years) x 0.75 (60,000 miles) x 1.1 x 1.05 = 16,198.875
    const range = valueVan(
      van({
        model: 'Transit Custom',
        year: 2022,
        mileage: 60_000,
        condition: 'excellent',
        owners: '1',
      }),
      2025,
    );
    expect(range).toEqual({ estimate: 16_199, low: 14_579, high: 17_819 });
  });

  it('treats a van from next year as new', () => {
    expect(valueVan(van({ year: 2026 }), 2025).estimate).toBe(23_750);
  });
});
