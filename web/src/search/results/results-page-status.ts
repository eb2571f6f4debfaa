import type { SearchResponse } from '#shared/search/response';
import type { LoadedAnswer } from '../../api/loaded-answer';
import type { PageAnswer } from '../../lib/page-loader';

/**
 * A results page's status, from its search (search-results.tsx shows the same cases): no van is
 * a real page that may have vans tomorrow, but nothing for a search engine to list today; a page
 * number beyond the last one (an old link, a hand-edited URL) is not found.
 */
export function resultsPageAnswer(search: LoadedAnswer<SearchResponse>): PageAnswer {
  if (!('data' in search)) return { status: 200, noindex: false };
  if (search.data.total === 0) return { status: 200, noindex: true };
  if (search.data.items.length === 0) return { status: 404, noindex: true };
  return { status: 200, noindex: false };
}
