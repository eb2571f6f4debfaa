import {
  OWN_LISTING_FLAGS,
  OWN_LISTING_SEARCH_MAX,
  OWN_LISTING_SORTS,
  OWN_LISTING_STATE_FILTERS,
  type OwnListingFlag,
  type OwnListingSort,
} from '#shared/own-listings';

/*
 * My Listings' search, sort and filters as URL parameters (decision 071): the address holds
 * them, so Back, reload and a shared link show the same vans. Parameters the page does not know
 * are left as they are; a value it does not know is no filter (the API would answer 400).
 */

export type StockSearch = {
  q: string;
  sort: OwnListingSort;
  state: (typeof OWN_LISTING_STATE_FILTERS)[number] | undefined;
} & Record<OwnListingFlag, boolean>;

export const NO_STOCK_SEARCH: StockSearch = {
  q: '',
  sort: 'newest',
  state: undefined,
  ...(Object.fromEntries(OWN_LISTING_FLAGS.map((flag) => [flag, false])) as Record<
    OwnListingFlag,
    boolean
  >),
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((known) => known === value);

export function stockSearchFrom(params: URLSearchParams): StockSearch {
  return {
    q: (params.get('q') ?? '').slice(0, OWN_LISTING_SEARCH_MAX),
    sort: oneOf(OWN_LISTING_SORTS, params.get('sort')) ?? 'newest',
    state: oneOf(OWN_LISTING_STATE_FILTERS, params.get('state')),
    ...(Object.fromEntries(
      OWN_LISTING_FLAGS.map((flag) => [flag, params.get(flag) === '1']),
    ) as Record<OwnListingFlag, boolean>),
  };
}

/** The parameters with this search: defaults leave no trace, other parameters stay. */
export function paramsWithStockSearch(
  params: URLSearchParams,
  search: StockSearch,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const put = (name: string, value: string | undefined) =>
    value ? next.set(name, value) : next.delete(name);
  put('q', search.q.trim() || undefined);
  put('sort', search.sort === 'newest' ? undefined : search.sort);
  put('state', search.state);
  for (const flag of OWN_LISTING_FLAGS) put(flag, search[flag] ? '1' : undefined);
  return next;
}

/** Whether any search text or filter narrows the tab (the order alone does not). */
export function narrowsStock(search: StockSearch): boolean {
  return (
    search.q.trim() !== '' ||
    search.state !== undefined ||
    OWN_LISTING_FLAGS.some((flag) => search[flag])
  );
}

/** The API query of a search: only what is set. */
export function stockQueryOf(search: StockSearch): {
  q?: string;
  sort?: OwnListingSort;
  state?: string;
} & Partial<Record<OwnListingFlag, '1'>> {
  const q = search.q.trim();
  return {
    ...(q ? { q } : {}),
    ...(search.sort === 'newest' ? {} : { sort: search.sort }),
    ...(search.state ? { state: search.state } : {}),
    ...Object.fromEntries(
      OWN_LISTING_FLAGS.filter((flag) => search[flag]).map((flag) => [flag, '1' as const]),
    ),
  };
}
