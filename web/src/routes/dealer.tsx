import { useMemo } from 'react';
import {
  redirect,
  useLoaderData,
  useLocation,
  useParams,
  type LoaderFunctionArgs,
} from 'react-router-dom';
import { dealerPageRoute } from '#shared/api/routes/dealer-page';
import { searchListingsRoute } from '#shared/api/routes/search-listings';
import { filtersToQuery } from '#shared/search/filters';
import { pages } from '#shared/pages';
import { loadedAnswer } from '../api/loaded-answer';
import type { DealerLoaded } from '../api/use-dealer-page';
import { renderDepsOf, withStatus } from '../lib/page-loader';
import { DealerPage } from '../search/dealer/dealer-page';
import { parseDealerStockUrl } from '../search/dealer/dealer-stock-url';

/**
 * On the server: the dealer and the search of their stock for the URL's filters, from the data
 * port (decision 069). A slug no visible dealer has is 404 and noindex (a hidden page, a private
 * seller, a malformed slug); an older slug a rename left moves to the current one in one 301,
 * keeping the query. In the browser, null: the page's hooks fetch.
 */
export async function loader({ context, params, request }: LoaderFunctionArgs) {
  const deps = renderDepsOf(context);
  if (!deps) return null;
  const slug = params.slug ?? '';
  const dealer = loadedAnswer(dealerPageRoute, await deps.pages.dealer(slug));
  if (!('data' in dealer)) {
    return withStatus<DealerLoaded>({ dealer }, 404, { noindex: true, cache: 'other' });
  }
  const url = new URL(request.url);
  if (dealer.data.slug !== slug) {
    throw redirect(`${pages.dealer.build({ slug: dealer.data.slug })}${url.search}`, 301);
  }
  const stock = parseDealerStockUrl(slug, url.search, deps.now);
  const search = loadedAnswer(
    searchListingsRoute,
    await deps.pages.search(filtersToQuery(stock.filters)),
  );
  const filtered = stock.href !== pages.dealer.build({ slug });
  return withStatus<DealerLoaded>({ dealer, search }, 200, { noindex: filtered });
}

/** /dealers/:slug. Keyed by the slug, so another dealer's page starts afresh. */
export function Component() {
  const { slug = '' } = useParams();
  const { search } = useLocation();
  const loaded = useLoaderData<typeof loader>() ?? undefined;
  const stock = useMemo(() => parseDealerStockUrl(slug, search), [slug, search]);
  return (
    <DealerPage
      key={slug}
      slug={slug}
      filters={stock.filters}
      dropped={stock.dropped}
      href={stock.href}
      loaded={loaded}
    />
  );
}
