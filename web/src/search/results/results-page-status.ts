import type { SearchResponse } from '#shared/search/response';
import type { LoadedAnswer } from '../../api/loaded-answer';
import type { PageAnswer } from '../../lib/page-loader';

/** What a search's answer shows: vans, no van at all, or a page number past the last one. */
export type ResultsKind = 'vans' | 'empty' | 'past-last-page';

/** One reading for the view (search-results.tsx) and the status (resultsPageAnswer). */
export function resultsKind(data: SearchResponse): ResultsKind {
  if (data.total === 0) return 'empty';
  if (data.items.length === 0) return 'past-last-page';
  return 'vans';
}

/**
 * A results page's status, from its search: no van is a real page that may have vans tomorrow,
 * but nothing for a search engine to list today; a page number beyond the last one (an old link,
 * a hand-edited URL) is not found.
 */
export function resultsPageAnswer(search: LoadedAnswer<SearchResponse>): PageAnswer {
  if (!('data' in search)) return { status: 200, noindex: false };
  switch (resultsKind(search.data)) {
    case 'empty':
      return { status: 200, noindex: true };
    case 'past-last-page':
      return { status: 404, noindex: true };
    case 'vans':
      return { status: 200, noindex: false };
  }
}
