import type { BodyType, SellerType } from '../../../shared/catalogue';
import type { Rng } from './random';
import { typicalAnnualMiles, type DemoVehicle } from './vehicle';

/** The price filter's ceiling (`PRICE_LIMIT.max` in shared/search/constants.ts): demo prices stay within it. */
export const MAX_PRICE = 100_000;
const MIN_PRICE = 750;

const BODY_PREMIUM: Partial<Record<BodyType, number>> = {
  camper: 1.7,
  luton: 1.08,
  tipper: 1.1,
  dropside: 1.04,
  refrigerated: 1.12,
  minibus: 1.05,
  crew_van: 1.06,
};

/**
 * Asking price before VAT: list price, depreciated by age (a steep first year, then about 12%
 * a year for ten years and 7% after; electric vans faster), adjusted for the model's resale
 * strength, for miles against the usual for the age and for body, with a little spread from
 * seller to seller. Classics are priced from their own range.
 */
export function marketValue(rng: Rng, vehicle: DemoVehicle): number {
  const { spec } = vehicle;
  if (spec.classicPrice) {
    const [low, high] = spec.classicPrice;
    const premium = vehicle.body === 'camper' ? 1 : 0.7;
    return low + (high - low) * rng.next() ** 1.5 * premium;
  }
  if (vehicle.condition === 'new') return spec.newPrice * rng.range(0.88, 0.98);
  // Steep for the first ten years, gentler after: an old van's price is mostly its usefulness.
  const yearly = vehicle.fuel === 'electric' ? 0.83 : 0.88;
  const age = vehicle.ageYears;
  const retained = 0.85 * yearly ** Math.min(age, 10) * 0.93 ** Math.max(age - 10, 0);
  const usualMiles = typicalAnnualMiles(spec, age) * Math.max(age, 0.5);
  const milesFactor = Math.min(
    Math.max(Math.exp(-(vehicle.mileage - usualMiles) / 180_000), 0.75),
    1.15,
  );
  const powerFactor = 1 + (vehicle.ps - 120) / 1500;
  const body = BODY_PREMIUM[vehicle.body] ?? 1;
  const value =
    spec.newPrice *
    (spec.holdsValue ?? 1) *
    retained *
    milesFactor *
    powerFactor *
    body *
    rng.logNormal(1, 0.08);
  return Math.max(value, rng.range(900, 1800));
}

/**
 * The advertised figure: dealers quote ...995 or ...999 (often plus VAT), private sellers a round
 * £50 or £100.
 */
export function askingPrice(
  rng: Rng,
  value: number,
  sellerType: SellerType,
  includesVat: boolean,
): number {
  const gross = sellerType === 'trade_dealer' && includesVat ? value * 1.2 : value;
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
  const price = roundLikeAnAdvert(gross, style);
  return Math.min(Math.max(price, MIN_PRICE), MAX_PRICE - 5);
}

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
      const step = value < 5000 ? 100 : 1000;
      return Math.round(value / step) * step - 1;
    }
  }
}
