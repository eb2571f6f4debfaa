import type { SearchResponse } from '#shared/search/response';
import { countLine } from '../search-copy';
import { searchFailure } from '../search-errors';

export type ResultsState = {
  /** The answer to show: none after a failure (stale vans would mislead). */
  data: SearchResponse | undefined;
  /** The shown vans are not (yet) the answer for the current filters. */
  busy: boolean;
  failed: boolean;
  /** The status line: the count, or what is happening. */
  status: string;
};

/** What the results area shows for the state of the search request. */
export function resultsState(search: {
  data: SearchResponse | undefined;
  loading: boolean;
  error: unknown;
}): ResultsState {
  const failure = search.error ? searchFailure(search.error) : undefined;
  const startingUp = failure?.kind === 'starting-up';
  const failed = failure?.kind === 'toast';
  const data = failed ? undefined : search.data;
  const busy = search.loading || startingUp;
  const status = startingUp
    ? 'Search is starting up. Trying again…'
    : busy
      ? 'Loading vans…'
      : data
        ? countLine(data.total, data.origin)
        : '';
  return { data, busy: busy && !failed, failed: failed && !search.loading, status };
}
