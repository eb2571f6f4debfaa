import type { SearchFilters } from '#shared/search/filters';
import type { SearchResponse } from '#shared/search/response';
import { searchHref } from '#shared/pages/results-url';

/**
 * Whether a search is more than a make / model / location page: any filter, sort or postcode
 * that its clean URL carries in the query (the page number aside). Such pages stay out of
 * search indexes, but their links are still followed (ADR 028, section 4).
 */
export function isRefinedSearch(filters: SearchFilters): boolean {
  return searchHref({ ...filters, page: undefined }).includes('?');
}

/**
 * The robots meta of a results page: 'noindex' when it shows no vans (the empty state, a page
 * past the last one), 'noindex, follow' for a refined search, none for a plain category page.
 */
export function searchRobots(
  filters: SearchFilters,
  data: Pick<SearchResponse, 'items'> | undefined,
): 'noindex' | 'noindex, follow' | undefined {
  if (data && data.items.length === 0) return 'noindex';
  return isRefinedSearch(filters) ? 'noindex, follow' : undefined;
}
