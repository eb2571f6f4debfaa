import type { SellerType } from '../catalogue';

/**
 * How advertised prices relate to the valuation formula (docs/decisions/026-valuation-and-demo-prices.md).
 *
 * The formula's estimate is what a van is likely to sell for. An advert shows an asking price:
 * where the seller starts, above that. Private sellers leave room to haggle; dealers add their
 * preparation, a warranty and their margin. The valuation page explains the gap with these
 * figures, and the demo data prices its adverts with them, so the local stage's comparable vans
 * sit where the page says they will.
 */

/** The typical asking price as a multiple of the formula's estimate, by seller type. */
export const ASKING_PREMIUM: Readonly<Record<SellerType, number>> = {
  private_seller: 1.1,
  trade_dealer: 1.25,
};

/**
 * Seller-to-seller spread around the typical premium: a log-normal factor with this sigma, kept
 * between `min` and `max` so no advert is absurdly far from the van's value.
 */
export const ASKING_SPREAD = { sigma: 0.05, min: 0.9, max: 1.12 } as const;

/** The lowest and highest asking premium the model gives (typical premium times the spread's ends). */
export const ASKING_PREMIUM_RANGE = {
  low: Math.min(...Object.values(ASKING_PREMIUM)) * ASKING_SPREAD.min,
  high: Math.max(...Object.values(ASKING_PREMIUM)) * ASKING_SPREAD.max,
} as const;

/** 1.25 -> 25: a premium as the percentage above the estimate, for sentences. */
export function premiumPercent(premium: number): number {
  return Math.round((premium - 1) * 100);
}
