import { searchListingsRoute } from '#shared/api/routes/search-listings';
import { filtersToQuery, type SearchFilters } from '#shared/search/filters';
import type { SearchResponse } from '#shared/search/response';
import { apiKey, useApi } from './use-api';

/**
 * One filter set has one canonical query string, so one cache entry: its serialised SWR key,
 * which the server renderer files the results under.
 */
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

export function useSearchListings(filters: SearchFilters): SearchListings {
  const { data, error, isLoading, mutate } = useApi(
    searchListingsRoute,
    { query: filtersToQuery(filters) },
    // Keep the last results on screen while the next ones load.
    { keepPreviousData: true },
  );
  return { data, loading: isLoading, error, key: searchKey(filters), retry: () => void mutate() };
}
