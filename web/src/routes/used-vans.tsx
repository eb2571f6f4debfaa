import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import type { HydrationHandle } from '../app/prepare-hydration';
import { searchFiltersSchema } from '#shared/search/filters';
import { NotFoundPage } from '../ui/not-found-page';
import { SearchPage } from '../search/search-page';
import { parseSearchUrl } from '../search/search-url';

/**
 * /used-vans[/:make[/:model[/:location]]]: the URL is the search. An unknown make or model in
 * the path is a missing page, as the gateway already answers it.
 */
export function Component() {
  const { make, model, location } = useParams();
  const { search } = useLocation();
  const parsed = useMemo(
    () => parseSearchUrl({ make, model, location }, search),
    [make, model, location, search],
  );
  if (parsed.kind === 'not-found') return <NotFoundPage />;
  return <SearchPage filters={parsed.filters} dropped={parsed.dropped} href={parsed.href} />;
}

/**
 * Before React hydrates the page (prepare-hydration.ts): the filters schema is built, then the
 * URL read with it, in two tasks (together about 50 ms on a slow phone).
 */
export const handle: HydrationHandle = {
  prepareHydration: [
    () => void searchFiltersSchema(),
    ({ params, search }) =>
      void parseSearchUrl(
        { make: params.make, model: params.model, location: params.location },
        search,
      ),
  ],
};
