import type { Condition, SellerType, ServiceHistory } from '#shared/catalogue';
import { ASKING_PREMIUM, ASKING_SPREAD } from '#shared/valuation/asking-prices';
import {
  valueVan,
  type ValuationCondition,
  type ValuationInput,
  type ValuationOwners,
} from '#shared/valuation/formula';
import { ONE_OWNER_SENTENCE, TWO_PREVIOUS_OWNERS_SENTENCE } from './description';
import type { Rng } from './random';
import type { DemoVehicle } from './vehicle';

/** The price filter's ceiling (`PRICE_LIMIT.max` in shared/search/constants.ts): demo prices stay within it. */
export const MAX_PRICE = 100_000;
const MIN_PRICE = 750;

/** What the valuation form would be told about a demo van, all of it readable from its advert. */
export type ValuedAdvert = {
  make: string;
  model: string;
  year: number;
  mileage: number;
  condition: Condition;
  service_history: ServiceHistory | null;
  description: string;
};

/**
 * The valuation's condition of a demo van: a new van or a young one with a full history is
 * excellent, an old one or one without a history fair, the rest good.
 */
export function valuationCondition(advert: ValuedAdvert, currentYear: number): ValuationCondition {
  const age = currentYear - advert.year;
  if (advert.condition === 'new') return 'excellent';
  if (advert.service_history === 'full' && age <= 5) return 'excellent';
  if (advert.service_history === 'none' || age > 12) return 'fair';
  return 'good';
}

/** Owners as the advert says them ('One owner from new.'), else the usual for the van's age. */
export function valuationOwners(advert: ValuedAdvert, currentYear: number): ValuationOwners {
  if (advert.condition === 'new' || advert.description.includes(ONE_OWNER_SENTENCE)) return '1';
  if (advert.description.includes(TWO_PREVIOUS_OWNERS_SENTENCE)) return '3';
  const age = currentYear - advert.year;
  if (age <= 3) return '1';
  if (age <= 8) return '2';
  if (age <= 14) return '3';
  return '4+';
}

/** The valuation form's details of a demo van, read from its advert only (so tests can redo it). */
export function valuationInputOf(advert: ValuedAdvert, currentYear: number): ValuationInput {
  return {
    make: advert.make,
    model: advert.model,
    year: advert.year,
    mileage: advert.mileage,
    condition: valuationCondition(advert, currentYear),
    owners: valuationOwners(advert, currentYear),
  };
}

/**
 * The advertised price of a demo van (decision 026): the valuation formula's estimate for it,
 * times the asking premium of its kind of seller (shared/valuation/asking-prices.ts), times a
 * seller-to-seller spread, rounded the way adverts are. Classics come from their own range.
 */
export function demoAskingPrice(
  rng: Rng,
  vehicle: DemoVehicle,
  advert: ValuedAdvert,
  sellerType: SellerType,
  now: Date,
): number {
  // The classic Transporters, all older than the valuation's first year (the page never compares
  // with them): the formula's 30% of a base price says nothing about a collector's T2.
  const { classicPrice } = vehicle.spec;
  if (classicPrice) {
    const [low, high] = classicPrice;
    const premium = vehicle.body === 'camper' ? 1 : 0.7;
    return askingPrice(rng, low + (high - low) * rng.next() ** 1.5 * premium, sellerType, 1);
  }
  const currentYear = now.getUTCFullYear();
  const { estimate } = valueVan(valuationInputOf(advert, currentYear), currentYear);
  return askingPrice(rng, estimate, sellerType, ASKING_PREMIUM[sellerType] * spread(rng));
}

/** The seller-to-seller factor around the typical premium, within the spread's bounds. */
function spread(rng: Rng): number {
  return Math.min(
    Math.max(rng.logNormal(1, ASKING_SPREAD.sigma), ASKING_SPREAD.min),
    ASKING_SPREAD.max,
  );
}

/**
 * The advertised figure: `value` times `premium`, quoted the way sellers quote. Dealers end in
 * ...95 or ...99, private sellers round to £50 or £100. Whether it includes VAT does not move it:
 * the comparison on the valuation page reads advertised figures as they are (decision 026).
 */
export function askingPrice(
  rng: Rng,
  value: number,
  sellerType: SellerType,
  premium: number,
): number {
  const style =
    sellerType === 'trade_dealer'
      ? rng.weighted([
          ['95', 55],
          ['99', 30],
          ['50', 15],
        ] as const)
      : rng.weighted([
          ['50', 55],
          ['100', 30],
          ['95', 10],
          ['99', 5],
        ] as const);
  const price = roundLikeAnAdvert(value * premium, style);
  return Math.min(Math.max(price, MIN_PRICE), MAX_PRICE - 5);
}

/** The most an advert's rounding moves a figure, either way (half a £1,000 step, then the 1 of ...999). */
export const ADVERT_ROUNDING_POUNDS = 501;

function roundLikeAnAdvert(value: number, style: '50' | '100' | '95' | '99'): number {
  switch (style) {
    case '50':
      return Math.round(value / 50) * 50;
    case '100':
      return Math.round(value / 100) * 100;
    case '95': {
      const step = value < 5000 ? 100 : 500;
      return Math.round(value / step) * step - 5;
    }
    case '99': {
      const step = value < 5000 ? 100 : value < 15_000 ? 500 : 1000;
      return Math.round(value / step) * step - 1;
    }
  }
}
