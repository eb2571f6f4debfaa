import { searchListingsRoute } from '#shared/api/routes/search-listings';
import { filtersToQuery, type SearchFilters } from '#shared/search/filters';
import { apiKey } from './use-api';
import { formatNumber } from '#shared/format';

/** Quiet time after the last change before the count is asked for. */
export const LIVE_COUNT_DEBOUNCE_MS = 300;

/** How many live vans a filter set would show, as a button can tell it. */
export type LiveCount =
  | { status: 'counting' }
  /** `code` is the API's error code ('postcode_not_found'), when it gave one. */
  | { status: 'failed'; code?: string }
  | { status: 'ready'; total: number };

/**
 * The label of a button that leads to results: 'Search 240 vans', 'Show 1 van'. While the count
 * is on its way, or when it could not be had, the button still works and says so plainly
 * (`fallback`), rather than showing a number that is no longer true.
 */
export function countButtonLabel(verb: string, count: LiveCount, fallback: string): string {
  if (count.status !== 'ready') return fallback;
  return `${verb} ${formatNumber(count.total)} ${count.total === 1 ? 'van' : 'vans'}`;
}

/**
 * The search a count asks for: the canonical query of the filters without their page, the same
 * request the results page makes for them, so the count's answer is also the first page of
 * results (one cache entry, in the browser and at the edge).
 */
export function countQuery(filters: SearchFilters): string {
  return filtersToQuery({ ...filters, page: undefined }).toString();
}

/** What useLiveCount asks the search route for a query made by countQuery. */
export function liveCountInput(query: string): { query: URLSearchParams } {
  return { query: new URLSearchParams(query) };
}

/**
 * The serialised SWR key of a filter set's count: what the server renderer files the home
 * search's count under, built as useLiveCount builds its request, so the two cannot drift.
 */
export function liveCountKey(filters: SearchFilters): string {
  return apiKey(searchListingsRoute, liveCountInput(countQuery(filters)));
}
