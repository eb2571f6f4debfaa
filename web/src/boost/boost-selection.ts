import {
  BOOST_PRICES_PENCE,
  BOOST_TYPES,
  DEFAULT_BOOST_DAYS,
  type BoostDurationDays,
  type BoostType,
} from '#shared/boosts';
import { priceOptions, type BoostOption, type PaymentItem } from '#shared/payments';
import { formatPence } from '../lib/payment-format';

/**
 * One option card: switched on or off, and its duration. The duration counts only while the
 * card is on (the card shows none chosen while off); it is kept so that turning the card on
 * again offers the duration last chosen.
 */
export type BoostChoice = { on: boolean; days: BoostDurationDays };
export type BoostSelection = Readonly<Record<BoostType, BoostChoice>>;

/** Nothing chosen yet; turning a card on offers the default 7 days (spec 02 section 9). */
export const NO_BOOSTS: BoostSelection = {
  search_featured: { on: false, days: DEFAULT_BOOST_DAYS },
  homepage_featured: { on: false, days: DEFAULT_BOOST_DAYS },
};

export function withChoice(
  selection: BoostSelection,
  type: BoostType,
  change: Partial<BoostChoice>,
): BoostSelection {
  return { ...selection, [type]: { ...selection[type], ...change } };
}

/** What the checkout is asked for: the switched-on cards in the price table's order. */
export function selectedOptions(selection: BoostSelection): BoostOption[] {
  return BOOST_TYPES.filter((type) => selection[type].on).map((type) => ({
    type,
    days: selection[type].days,
  }));
}

/**
 * The summary's lines and total, from the same price table and sum the API charges (the API
 * prices the options again itself; this is only what the seller is shown).
 */
export function selectionSummary(selection: BoostSelection): {
  items: PaymentItem[];
  totalPence: number;
} {
  const options = selectedOptions(selection);
  if (options.length === 0) return { items: [], totalPence: 0 };
  const priced = priceOptions(options);
  return { items: priced.items, totalPence: priced.amount_pence };
}

/** '£9.99': a card's price for a duration, to 2 decimals. */
export function optionPrice(type: BoostType, days: BoostDurationDays): string {
  return formatPence(BOOST_PRICES_PENCE[type][days]);
}
