import { formatNumber } from '../format';
import { COMPARABLE_MILES, COMPARABLE_YEARS, MIN_COMPARABLES } from './market';

/*
 * The price indicator (issue 32 §3, docs/decisions/066-price-indicator-and-monthly-cost.md): a
 * van's price against the typical asking price of comparable live vans (the market estimate's
 * rule: same make and model, within COMPARABLE_YEARS and COMPARABLE_MILES), both as a buyer pays
 * them (a dealer's 'plus VAT' price with its VAT added), shown only with enough comparables.
 */

export const PRICE_BANDS = ['great', 'good', 'fair', 'high'] as const;
export type PriceBand = (typeof PRICE_BANDS)[number];

export const PRICE_BAND_LABELS: Readonly<Record<PriceBand, string>> = {
  great: 'Great price',
  good: 'Good price',
  fair: 'Fair price',
  high: 'High price',
};

/**
 * The highest price, as a fraction above (+) or below (-) the typical price, of each band but
 * the last: 10 % or more below is great, 3 % or more below good, up to 5 % above fair, higher
 * is high. Fair is lopsided on purpose: asking prices start above what a van sells for.
 */
export const PRICE_BAND_LIMITS = { great: -0.1, good: -0.03, fair: 0.05 } as const;

/** Comparable vans other than the van itself needed for a band: fewer say nothing reliable. */
export const BAND_MIN_COMPARABLES = MIN_COMPARABLES;

/** The band of `price` against `typical` (both as a buyer pays them). */
export function priceBandOf(price: number, typical: number): PriceBand {
  const difference = (price - typical) / typical;
  if (difference <= PRICE_BAND_LIMITS.great) return 'great';
  if (difference <= PRICE_BAND_LIMITS.good) return 'good';
  if (difference <= PRICE_BAND_LIMITS.fair) return 'fair';
  return 'high';
}

/** The filter's label: the results panel, its chip and the help centre say it alike. */
export const GOOD_PRICE_FILTER_LABEL = 'Good price or better';

/** The 'Good price or better' filter's bands. */
export function isGoodOrBetter(band: PriceBand | null | undefined): boolean {
  return band === 'great' || band === 'good';
}

/** What the detail page says about a van's price; null without enough comparables. */
export type PriceIndicator = {
  band: PriceBand;
  /** The median asking price of the comparable vans, VAT included where a dealer adds it. */
  typical_price: number;
  /** How many comparable live vans, the van itself not counted. */
  comparables: number;
};

const percent = (fraction: number) => `${Math.round(Math.abs(fraction) * 100)} %`;

/**
 * 'How we work this out', in plain words: the detail page's disclosure and the help centre's
 * entry read it, so both say the same.
 */
export const PRICE_INDICATOR_EXPLANATION = {
  title: 'How we work this out',
  paragraphs: [
    `We compare the price with what similar vans on VanYard are advertised for today: the same make and model, registered within ${COMPARABLE_YEARS} years either side and with ${formatNumber(COMPARABLE_MILES)} miles more or fewer on the clock.`,
    `We take the middle asking price of those vans (half are dearer, half cheaper) and compare. ${PRICE_BAND_LABELS.great}: ${percent(PRICE_BAND_LIMITS.great)} or more below it. ${PRICE_BAND_LABELS.good}: ${percent(PRICE_BAND_LIMITS.good)} or more below. ${PRICE_BAND_LABELS.fair}: up to ${percent(PRICE_BAND_LIMITS.fair)} above. ${PRICE_BAND_LABELS.high}: more than that.`,
    "Prices are compared as you would pay them: where a dealer's price is plus VAT, we add the VAT first. Private and trade sellers are compared alike.",
    `We only give a verdict when at least ${BAND_MIN_COMPARABLES} similar vans are for sale. It is a guide to asking prices, not a valuation of the van: its condition, history and extras matter too.`,
  ],
} as const;

/** The sentence under the badge on the detail page. */
export function priceIndicatorSummary(indicator: PriceIndicator): string {
  return `Compared with ${formatNumber(indicator.comparables)} similar vans for sale, typically £${formatNumber(indicator.typical_price)}.`;
}
