import type { SortKey } from './constants';

/**
 * The order a search gets when the buyer chose none (decision 024): nearest first when a
 * postcode says where the buyer is, boosted vans first otherwise. A postcode is the buyer
 * asking "what is near me", so distance is what they expect, as on AutoTrader and Gumtree.
 */
export function defaultSort(filters: { postcode?: string }): SortKey {
  return filters.postcode ? 'distance' : 'featured';
}

/** The order a filter set is shown in: the buyer's choice, or the default for it. */
export function effectiveSort(filters: { postcode?: string; sort?: SortKey }): SortKey {
  return filters.sort ?? defaultSort(filters);
}
