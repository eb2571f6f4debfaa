import { listingDetailRoute } from '#shared/api/routes/listing-detail';
import { listingSimilarRoute } from '#shared/api/routes/listing-similar';
import { searchListingsRoute } from '#shared/api/routes/search-listings';
import type { ListingDetailResponse } from '#shared/listing-detail';
import type { PageData, RenderDeps } from '#shared/page-render';
import { filtersToQuery } from '#shared/search/filters';
import { readAnswer, type CallInput, type Callable } from '../api/client';
import type { SsrEntry } from '../api/ssr-cache';
import { apiKey } from '../api/use-api';
import { searchKey } from '../api/use-search-listings';
import { loadMakeContent } from '../content/makes';
import { makeContentKey } from '../search/make-information';
import { parseSearchUrl } from '../search/search-url';
import type { PageRoute } from './cache-policy';
import { listingRedirect } from './redirects';

/**
 * Each indexable route's data step (docs/decisions/028-server-rendered-pages.md, section 2):
 * what its components will ask SWR for, read from the data port `deps.pages`
 * (docs/decisions/038-page-data-port.md) and filed under the key the hook uses, or the redirect the data decides (a listing away from its canonical path).
 */

export type DataContext = {
  url: URL;
  params: Readonly<Record<string, string | undefined>>;
  deps: RenderDeps;
};

export type DataResult =
  | { kind: 'redirect'; location: string }
  | { kind: 'entries'; route: PageRoute; entries: Record<string, SsrEntry> };

type DataStep = (context: DataContext) => Promise<DataResult>;

/**
 * One answer as the page's hook would hold it: the data as callApi parses it, or the ApiError's
 * fields of the route's refusal, filed under the hook's key. A failed dependency is no answer:
 * the port throws PageDataUnavailable and the page is the uncached 503 shell.
 */
async function fetchEntry<C extends Callable & { method: 'GET' }>(
  contract: C,
  input: CallInput<C>,
  answer: Promise<PageData<unknown>>,
): Promise<{ key: string; entry: SsrEntry }> {
  const key = apiKey(contract, input);
  const result = await answer;
  if (result.status === 200) return { key, entry: { data: readAnswer(contract, result.data) } };
  const { code, message } = result.error;
  return { key, entry: { error: { status: result.status, code, message } } };
}

function entriesOf(route: PageRoute, fetched: { key: string; entry: SsrEntry }[]): DataResult {
  return {
    kind: 'entries',
    route,
    entries: Object.fromEntries(fetched.map((f) => [f.key, f.entry])),
  };
}

function searchEntry(deps: RenderDeps, query: URLSearchParams) {
  return fetchEntry(searchListingsRoute, { query }, deps.pages.search(query));
}

const results: DataStep = async ({ url, params, deps }) => {
  const parsed = parseSearchUrl(
    { make: params.make, model: params.model, location: params.location },
    url.search,
    deps.now,
  );
  // Not in the catalogue: the page shows its not-found view, which needs no data.
  if (parsed.kind === 'not-found') return entriesOf('other', []);
  const { make } = parsed.filters;
  const [fetched, ...content] = await Promise.all([
    searchEntry(deps, filtersToQuery(parsed.filters)),
    ...(make ? [makeContentEntry(make)] : []),
  ]);
  if (fetched.key !== searchKey(parsed.filters)) {
    throw new Error('The results data step and useSearchListings disagree on the key');
  }
  return entriesOf('results', [fetched, ...content]);
};

/**
 * The make's information section below the results (search/make-information.tsx), from the
 * bundle's own content. null for a make without any: the section renders nothing either way,
 * and null, unlike undefined, survives the payload's JSON as an answer.
 */
async function makeContentEntry(makeSlug: string): Promise<{ key: string; entry: SsrEntry }> {
  return {
    key: makeContentKey(makeSlug),
    entry: { data: (await loadMakeContent(makeSlug)) ?? null },
  };
}

const listing: DataStep = async ({ url, params, deps }) => {
  const id = params.listingId ?? '';
  const detail = await fetchEntry(listingDetailRoute, { path: { id } }, deps.pages.listing(id));
  if (!('data' in detail.entry)) return entriesOf('listing', [detail]);
  const answer = detail.entry.data as ListingDetailResponse;
  const location = listingRedirect(url, answer.path);
  if (location !== undefined) return { kind: 'redirect', location };
  if (answer.availability !== 'live') return entriesOf('listing', [detail]);
  return entriesOf('listing', [
    detail,
    await fetchEntry(listingSimilarRoute, { path: { id } }, deps.pages.similar(id)),
  ]);
};

/** Data steps by the matched route's path in web/src/router.tsx ('' for the home page). */
const DATA_STEPS: Readonly<Record<string, DataStep>> = {
  'used-vans/:make?/:model?/:location?': results,
  'used-vans/:make/:model/:location/:listingId': listing,
  'used-vans/:make/:model/:year/:location/:listingId': listing,
};

/**
 * The data step of the deepest matched route, by its path ('' for an index route); undefined for
 * a page that has none (its route's loader, if any, reads its data: decision 041).
 */
export function dataStepFor(routePath: string | undefined): DataStep | undefined {
  return routePath === undefined ? undefined : DATA_STEPS[routePath];
}

/** The routes that have a data step, for the test that every one is a route of the router. */
export const ROUTES_WITH_DATA = Object.keys(DATA_STEPS);
