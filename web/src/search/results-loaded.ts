import type { SearchResponse } from '#shared/search/response';
import type { LoadedAnswer } from '../api/loaded-answer';
import type { MakeContent } from '../content/makes';

/**
 * What the results route's loader gives its page on the server and while it hydrates
 * (routes/used-vans.tsx): the search for the URL's filters and, on a make's page, the make's
 * information (null when it has none).
 */
export type ResultsLoaded = {
  search: LoadedAnswer<SearchResponse>;
  makeContent?: MakeContent | null;
};
