import type { SearchFilters } from '#shared/search/filters';
import { searchHref } from '#shared/pages/results-url';
import { parseSearchUrl, type DroppedParam } from '../search-url';

/**
 * A dealer page's stock search from its URL (/dealers/{slug}?make=ford&sort=price-asc): the
 * results page's filters in the query, read by the same rules (a bad parameter is dropped and
 * reported), always limited to this dealer; `href` is its one URL (searchHref).
 */
export function parseDealerStockUrl(
  slug: string,
  search: string,
  now?: Date,
): { filters: SearchFilters; dropped: DroppedParam[]; href: string } {
  const parsed = parseSearchUrl({}, search, now);
  const base = parsed.kind === 'ok' ? parsed.filters : {};
  const filters: SearchFilters = { ...base, dealer: slug };
  return {
    filters,
    dropped: parsed.kind === 'ok' ? parsed.dropped : [],
    href: searchHref(filters),
  };
}
