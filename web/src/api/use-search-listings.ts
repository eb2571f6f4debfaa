import { searchListingsRoute } from '#shared/api/routes/search-listings';
import { filtersToQuery, type SearchFilters } from '#shared/search/filters';
import type { SearchResponse } from '#shared/search/response';
import type { LoadedAnswer } from './loaded-answer';
import { useAnswerSeed } from './loader-seed';
import { apiKey, useApi } from './use-api';

/** One filter set has one canonical query string, so one cache entry: its serialised SWR key. */
export function searchKey(filters: SearchFilters): string {
  return apiKey(searchListingsRoute, { query: filtersToQuery(filters) });
}

export type SearchListings = {
  /** The answer for these filters, or the previous filters' answer while these load. */
  data: SearchResponse | undefined;
  /** True while `data` is not (yet) the answer for these filters. */
  loading: boolean;
  error: unknown;
  key: string;
  retry: () => void;
};

/**
 * `loaded`: the results route loader's answer for the filters the page was rendered with
 * (routes/used-vans.tsx); undefined after a navigation, where the hook fetches.
 */
export function useSearchListings(
  filters: SearchFilters,
  loaded?: LoadedAnswer<SearchResponse>,
): SearchListings {
  const key = searchKey(filters);
  const seed = useAnswerSeed(key, loaded);
  const { data, error, isLoading, mutate } = useApi(
    searchListingsRoute,
    { query: filtersToQuery(filters) },
    // Keep the last results on screen while the next ones load.
    { keepPreviousData: true, ...seed },
  );
  return { data, loading: isLoading, error, key, retry: () => void mutate() };
}
