import { formatMileage, formatNumber, formatPrice } from '#shared/format';
import { ASKING_PREMIUM, premiumPercent } from '#shared/valuation/asking-prices';
import type { ValuationRange } from '#shared/valuation/formula';
import type { MarketEstimate } from '#shared/valuation/market';

/*
 * What the valuation result says about its two figures: the formula's estimate (what the van is
 * likely to sell for) and the asking prices of similar vans on VanYard, which run above it
 * (docs/decisions/026-valuation-and-demo-prices.md).
 */

export const ESTIMATE_LABEL = 'Estimated value';
export const ADVERTS_LABEL = 'Advertised prices for similar vans';

export const ESTIMATE_CAPTION = 'What a van like yours is likely to sell for.';

/** Within this many per cent either way the adverts' middle reads as level with the estimate. */
const LEVEL_PERCENT = 3;

/** Where the asking prices of similar vans stand, as the result shows them. */
export type AdvertComparison =
  | { kind: 'loading' }
  | { kind: 'unavailable' }
  | { kind: 'too-few'; comparables: number; band: string }
  | {
      kind: 'ready';
      comparables: number;
      band: string;
      /** The middle half of the asking prices, and their middle. */
      low: number;
      high: number;
      median: number;
      /** The median against the estimate, in whole per cent (positive: above). */
      percent: number;
      direction: 'above' | 'below' | 'level';
    };

/** 'from 2018 to 2022 with 35,000 to 85,000 miles': the band that made a van similar. */
export function bandText(criteria: MarketEstimate['criteria']): string {
  const from = formatNumber(criteria.mileageFrom);
  return `from ${criteria.yearFrom} to ${criteria.yearTo} with ${from} to ${formatMileage(criteria.mileageTo)}`;
}

/** The comparison from the market answer (undefined while loading) and whether it failed. */
export function compareWithAdverts(
  range: ValuationRange,
  market: MarketEstimate | undefined,
  failed: boolean,
): AdvertComparison {
  if (!market) return failed ? { kind: 'unavailable' } : { kind: 'loading' };
  const band = bandText(market.criteria);
  if (!market.prices) return { kind: 'too-few', comparables: market.comparables, band };
  const { low, high, median } = market.prices;
  const percent = Math.round((median / range.estimate - 1) * 100);
  const direction = Math.abs(percent) < LEVEL_PERCENT ? 'level' : percent > 0 ? 'above' : 'below';
  return {
    kind: 'ready',
    comparables: market.comparables,
    band,
    low,
    high,
    median,
    percent,
    direction,
  };
}

/** The caption under the advertised prices' figure. */
export function advertsCaption(comparison: AdvertComparison): string {
  switch (comparison.kind) {
    case 'loading':
      return 'Checking the asking prices of similar vans…';
    case 'unavailable':
      return 'Asking prices of similar vans are not available right now.';
    case 'too-few':
      return comparison.comparables === 0
        ? 'No similar vans are for sale on VanYard right now.'
        : `Only ${comparison.comparables} similar ${comparison.comparables === 1 ? 'van is' : 'vans are'} for sale on VanYard right now: too few to compare with.`;
    case 'ready':
      return `The middle half of the asking prices of ${formatNumber(comparison.comparables)} similar vans for sale on VanYard.`;
  }
}

const privatePercent = premiumPercent(ASKING_PREMIUM.private_seller);
const dealerPercent = premiumPercent(ASKING_PREMIUM.trade_dealer);

/** Why the two figures differ, in general: the same premiums the demo data prices adverts with. */
export const ASKING_EXPLANATION =
  'Your estimated value is what a van like yours is likely to sell for: the price buyer and ' +
  'seller usually settle on. Adverts show asking prices, where sellers start. Private sellers ' +
  'leave room to haggle, and dealers add preparation, a warranty and their margin, so asking ' +
  `prices usually run about ${privatePercent}% (private sellers) to ${dealerPercent}% (dealers) ` +
  'above what vans sell for.';

export const TRADE_IN_NOTE =
  'Selling to a dealer or part-exchanging? Expect an offer below the estimate: the dealer needs ' +
  'room for the same preparation and margin.';

/** How these similar vans' asking prices sit against this estimate; null until there are some. */
export function relationText(comparison: AdvertComparison, range: ValuationRange): string | null {
  if (comparison.kind !== 'ready') return null;
  const middle = `The middle asking price of similar vans, ${formatPrice(comparison.median)},`;
  const estimate = `the middle of your estimate, ${formatPrice(range.estimate)}`;
  const similar = `Similar vans are ${comparison.band}`;
  switch (comparison.direction) {
    case 'above':
      return `${middle} is ${comparison.percent}% above ${estimate}, as asking prices usually are. ${similar}, so some are newer or have done fewer miles than yours.`;
    case 'level':
      return `${middle} is close to ${estimate}. ${similar}: some are older or have done more miles than yours, which pulls their prices down.`;
    case 'below':
      return `${middle} is ${-comparison.percent}% below ${estimate}. ${similar}: many are older or have done more miles than yours, or are priced to sell quickly.`;
  }
}
