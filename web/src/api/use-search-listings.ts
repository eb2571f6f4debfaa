import useSWR from 'swr';
import { filtersToQuery, type SearchFilters } from '../../../shared/search/filters';
import type { SearchResponse } from '../../../shared/search/response';
import { fetchJson } from './fetch-json';

/** One filter set has one canonical query string, so one cache entry. */
export function searchKey(filters: SearchFilters): string {
  return `/api/listings/search?${filtersToQuery(filters).toString()}`;
}

/**
 * The handler builds the answer with the shared types; only the envelope is checked here (a
 * zod schema would add its weight to the results page for no gain).
 */
async function fetchSearch(url: string): Promise<SearchResponse> {
  const body = (await fetchJson(url)) as Partial<SearchResponse> | null;
  if (!Array.isArray(body?.items) || typeof body.total !== 'number' || !body.facets) {
    throw new Error(`Unexpected answer from ${url}`);
  }
  return body as SearchResponse;
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
  const key = searchKey(filters);
  const { data, error, isLoading, mutate } = useSWR(key, fetchSearch, {
    // Keep the last results on screen while the next ones load.
    keepPreviousData: true,
  });
  return {
    data,
    loading: isLoading,
    error,
    key,
    retry: () => void mutate(),
  };
}
