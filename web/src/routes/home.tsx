import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import {
  featuredListingsRoute,
  type FeaturedListingsResponse,
} from '#shared/api/routes/featured-listings';
import { searchListingsRoute } from '#shared/api/routes/search-listings';
import type { SearchResponse } from '#shared/search/response';
import { readAnswer } from '../api/client';
import { FeaturedVans } from '../home/featured-vans';
import { Hero } from '../home/hero';
import { LatestNews } from '../home/latest-news';
import { NearbyVans } from '../home/nearby-vans';
import { RecentlyViewed } from '../ui/recently-viewed';
import { PopularMakes } from '../home/popular-makes';
import { SearchShortcuts } from '../home/search-shortcuts';
import { DEFAULT_OG_IMAGE } from '../lib/default-og-image';
import { renderDepsOf } from '../lib/page-loader';
import { PageHead } from '../lib/page-head';
import { SITE_NAME, SITE_TAGLINE } from '../lib/site';
import { pages } from '#shared/pages';
import { countQuery } from '../api/live-count';

/**
 * On the server: the featured vans and the unfiltered search the home search's button counts
 * (use-live-count.ts), from the data port (docs/decisions/041-page-loaders.md). In the browser,
 * null: the page's hooks fetch them.
 */
export async function loader({ context }: LoaderFunctionArgs): Promise<{
  featured: FeaturedListingsResponse;
  count: SearchResponse | null;
} | null> {
  const deps = renderDepsOf(context);
  if (!deps) return null;
  const [featured, count] = await Promise.all([
    deps.pages.featured(),
    deps.pages.search(new URLSearchParams(countQuery({}))),
  ]);
  return {
    // Neither takes input to refuse. A refused featured list reads as none, as the hook reads a
    // failure; a refused count is left to the button's own fetch.
    featured:
      featured.status === 200
        ? (readAnswer(featuredListingsRoute, featured.data) as FeaturedListingsResponse)
        : { items: [] },
    count:
      count.status === 200 ? (readAnswer(searchListingsRoute, count.data) as SearchResponse) : null,
  };
}

export function Component() {
  const loaded = useLoaderData<typeof loader>();
  return (
    <>
      <PageHead
        title={`${SITE_NAME} | ${SITE_TAGLINE}`}
        description="Buy and sell used vans across the UK. Search by make, model and postcode, browse featured vans from private sellers and trade dealers, or list your van free in 2 minutes with no fees."
        canonicalPath={pages.home.build()}
        og={{ image: DEFAULT_OG_IMAGE }}
      />
      <Hero count={loaded?.count ?? undefined} />
      <SearchShortcuts />
      <FeaturedVans loaded={loaded?.featured} />
      <NearbyVans />
      <RecentlyViewed className="container-page pt-4 pb-8" />
      <PopularMakes />
      <LatestNews />
    </>
  );
}
