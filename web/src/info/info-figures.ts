import {
  BOOST_DURATIONS_DAYS,
  BOOST_FROM_PENCE,
  BOOST_PRICES_PENCE,
  type BoostType,
} from '#shared/boosts';
import { formatMoney, orList } from '#shared/format';
import { LISTING_PHOTOS } from '#shared/site-facts';

/**
 * Phrases the information pages build from the one set of figures
 * (docs/decisions/012-one-set-of-figures.md), so no page writes a price or a duration itself.
 */

/** The cheapest boost of all: '£5.99'. */
export const BOOST_FROM = formatMoney(BOOST_FROM_PENCE / 100);

/** '3, 7, 14 or 30 days'. */
export const BOOST_DURATIONS_TEXT = `${orList(BOOST_DURATIONS_DAYS.map(String))} days`;

/** The cheapest price of one boost type: 'homepage_featured' -> '£7.99'. */
export function boostFrom(type: BoostType): string {
  return formatMoney(Math.min(...Object.values(BOOST_PRICES_PENCE[type])) / 100);
}

/** '3 to 10 photos'. */
export const PHOTOS_TEXT = `${LISTING_PHOTOS.min} to ${LISTING_PHOTOS.max} photos`;
