/**
 * The free valuation: a base price by make and model, times an age, a
 * mileage, a condition and an owners factor; the range is the estimate times 0.9 to 1.1, rounded
 * to the pound.
 */

export const VALUATION_CONDITIONS = ['excellent', 'good', 'fair'] as const;
export type ValuationCondition = (typeof VALUATION_CONDITIONS)[number];

export const VALUATION_OWNERS = ['1', '2', '3', '4+'] as const;
export type ValuationOwners = (typeof VALUATION_OWNERS)[number];

export const CONDITION_LABELS: Record<ValuationCondition, string> = {
  excellent: 'Excellent',
  good: 'Good',
  fair: 'Fair',
};

/** Base prices of the models the specification names; every other van starts at DEFAULT_BASE. */
const BASE_PRICES: Readonly<Record<string, number>> = {
  'Ford|Transit': 25_000,
  'Ford|Transit Custom': 22_000,
  'Ford|Transit Connect': 18_000,
  'Mercedes-Benz|Sprinter': 32_000,
  'Mercedes-Benz|Vito Panel': 24_000,
  'Volkswagen|Transporter T6': 30_000,
  'Volkswagen|Crafter': 28_000,
};
export const DEFAULT_BASE_PRICE = 20_000;

export function basePrice(make: string, model: string): number {
  return BASE_PRICES[`${make}|${model}`] ?? DEFAULT_BASE_PRICE;
}

/** Age in whole years: up to 1 year 0.95, up to 3 0.85, up to 5 0.75, up to 8 0.6, up to 12 0.45, older 0.3. */
export function ageFactor(ageYears: number): number {
  if (ageYears <= 1) return 0.95;
  if (ageYears <= 3) return 0.85;
  if (ageYears <= 5) return 0.75;
  if (ageYears <= 8) return 0.6;
  if (ageYears <= 12) return 0.45;
  return 0.3;
}

/** Up to 20,000 miles 1, up to 50,000 0.9, up to 100,000 0.75, up to 150,000 0.6, above 0.4. */
export function mileageFactor(miles: number): number {
  if (miles <= 20_000) return 1;
  if (miles <= 50_000) return 0.9;
  if (miles <= 100_000) return 0.75;
  if (miles <= 150_000) return 0.6;
  return 0.4;
}

export function conditionFactor(condition: ValuationCondition): number {
  return { excellent: 1.1, good: 1, fair: 0.85 }[condition];
}

export function ownersFactor(owners: ValuationOwners): number {
  return { '1': 1.05, '2': 1, '3': 1, '4+': 0.9 }[owners];
}

export type ValuationInput = {
  make: string;
  model: string;
  year: number;
  mileage: number;
  condition: ValuationCondition;
  owners: ValuationOwners;
};

export type ValuationRange = { estimate: number; low: number; high: number };

/** The estimate and its range; the age is counted from `currentYear` (the year the buyer asks in). */
export function valueVan(input: ValuationInput, currentYear: number): ValuationRange {
  const estimate =
    basePrice(input.make, input.model) *
    ageFactor(Math.max(0, currentYear - input.year)) *
    mileageFactor(input.mileage) *
    conditionFactor(input.condition) *
    ownersFactor(input.owners);
  return {
    estimate: Math.round(estimate),
    low: Math.round(estimate * 0.9),
    high: Math.round(estimate * 1.1),
  };
}
