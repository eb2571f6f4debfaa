/**
 * Boost options and prices in pounds: the one price list, used by the boost
 * page, the checkout and every page that quotes a price (docs/decisions/012-one-set-of-figures.md).
 */
export const BOOST_TYPES = ['search_featured', 'homepage_featured'] as const;
export type BoostType = (typeof BOOST_TYPES)[number];

export const BOOST_DURATIONS_DAYS = [3, 7, 14, 30] as const;
export type BoostDurationDays = (typeof BOOST_DURATIONS_DAYS)[number];

export const DEFAULT_BOOST_DAYS: BoostDurationDays = 7;

export const BOOST_LABELS: Record<BoostType, string> = {
  search_featured: 'Top of Search Results',
  homepage_featured: 'Homepage Featured',
};

/** Price in pence, so sums are exact: search 3 days is 599 (£5.99; `formatMoney(599 / 100)`). */
export const BOOST_PRICES_PENCE: Record<BoostType, Record<BoostDurationDays, number>> = {
  search_featured: { 3: 599, 7: 999, 14: 1799, 30: 2999 },
  homepage_featured: { 3: 799, 7: 1499, 14: 2499, 30: 3999 },
};

/**
 * What Top of Search does in results (decision 032), said once for the results page: vans with
 * it running come first in 'Featured first' order, the most recently bought first; then the
 * rest, newest first (nearest first from a postcode). Homepage Featured does not lift a van.
 */
export function featuredOrderNote(fromPostcode: boolean): string {
  return `Featured first: vans with a ${BOOST_LABELS.search_featured} boost come first, the most recently boosted first; then ${fromPostcode ? 'the nearest' : 'the newest'}.`;
}

/** The cheapest boost, for 'from £5.99' in marketing copy. */
export const BOOST_FROM_PENCE = Math.min(
  ...BOOST_TYPES.flatMap((type) => Object.values(BOOST_PRICES_PENCE[type])),
);
