import { useEffect, useState } from 'react';
import { searchListingsRoute } from '#shared/api/routes/search-listings';
import type { SearchFilters } from '#shared/search/filters';
import type { SearchResponse } from '#shared/search/response';
import { ApiError } from './fetch-json';
import { useLoaderSeed } from './loader-seed';
import { apiKey, useApi } from './use-api';
import { countQuery, LIVE_COUNT_DEBOUNCE_MS, liveCountInput, type LiveCount } from './live-count';

/**
 * The live count of a filter set for a submit button (the home search, the filter drawer):
 * asked of the search API once the filters have been still for a moment, so typing a postcode
 * does not send a request per key. `null` asks nothing. `loaded`: the answer for the filters it
 * starts with, as the page's loader read it (docs/decisions/041-page-loaders.md).
 */
export function useLiveCount(filters: SearchFilters | null, loaded?: SearchResponse): LiveCount {
  const query = filters ? countQuery(filters) : null;
  const [asked, setAsked] = useState(query);
  const [firstQuery] = useState(query);
  // The first count (a drawer opening) is asked at once; later ones wait for a quiet moment.
  const first = asked === null;
  useEffect(() => {
    const timer = setTimeout(() => setAsked(query), first ? 0 : LIVE_COUNT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, first]);

  const input = asked === null ? null : liveCountInput(asked);
  const { data, error, isLoading } = useApi(
    searchListingsRoute,
    input,
    useLoaderSeed(
      input && apiKey(searchListingsRoute, input),
      asked === firstQuery ? loaded : undefined,
    ),
  );
  if (query === null || asked !== query || isLoading) return { status: 'counting' };
  if (error || !data) {
    return error instanceof ApiError
      ? { status: 'failed', code: error.code }
      : { status: 'failed' };
  }
  return { status: 'ready', total: data.total };
}
