import { useMemo } from 'react';
import { useLoaderData, useLocation, useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { searchListingsRoute } from '#shared/api/routes/search-listings';
import { filtersToQuery, searchFiltersSchema } from '#shared/search/filters';
import { loadedAnswer } from '../api/loaded-answer';
import type { HydrationHandle } from '../app/prepare-hydration';
import { NotFoundPage } from '../ui/not-found-page';
import { loadMakeContent } from '../content/makes';
import { renderDepsOf, withStatus } from '../lib/page-loader';
import type { ResultsLoaded } from '../search/results-loaded';
import { resultsPageAnswer } from '../search/results/results-page-status';
import { SearchPage } from '../search/search-page';
import { parseSearchUrl } from '../search/search-url';

/**
 * On the server: the search the URL describes, from the data port, and the make's information
 * (docs/decisions/041-page-loaders.md), with the status the search decides (results-page-status.ts).
 * null for a make or model not in the catalogue (404, cached as any missing page: the not-found
 * view needs no data) and in the browser, where the page's hooks fetch.
 */
export async function loader({ context, params, request }: LoaderFunctionArgs) {
  const deps = renderDepsOf(context);
  if (!deps) return null;
  const parsed = parseSearchUrl(
    { make: params.make, model: params.model, location: params.location },
    new URL(request.url).search,
    deps.now,
  );
  if (parsed.kind === 'not-found') return withStatus(null, 404, { noindex: true, cache: 'other' });
  const { make } = parsed.filters;
  const [search, makeContent] = await Promise.all([
    deps.pages.search(filtersToQuery(parsed.filters)),
    make ? loadMakeContent(make) : undefined,
  ]);
  const loaded: ResultsLoaded = {
    search: loadedAnswer(searchListingsRoute, search),
    // null, unlike undefined, survives the payload's JSON as "this make has none".
    ...(make ? { makeContent: makeContent ?? null } : {}),
  };
  const { status, noindex } = resultsPageAnswer(loaded.search);
  return withStatus(loaded, status, { noindex });
}

/**
 * /used-vans[/:make[/:model[/:location]]]: the URL is the search. An unknown make or model in
 * the path is a missing page, as the gateway already answers it.
 */
export function Component() {
  const { make, model, location } = useParams();
  const { search } = useLocation();
  const loaded = useLoaderData<typeof loader>() ?? undefined;
  const parsed = useMemo(
    () => parseSearchUrl({ make, model, location }, search),
    [make, model, location, search],
  );
  if (parsed.kind === 'not-found') return <NotFoundPage />;
  return (
    <SearchPage
      filters={parsed.filters}
      dropped={parsed.dropped}
      href={parsed.href}
      loaded={loaded}
    />
  );
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
