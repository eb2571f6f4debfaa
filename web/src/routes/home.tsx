import { FeaturedVans } from '../home/featured-vans';
import { Hero } from '../home/hero';
import { LatestNews } from '../home/latest-news';
import { NearbyVans } from '../home/nearby-vans';
import { PopularMakes } from '../home/popular-makes';
import { SearchShortcuts } from '../home/search-shortcuts';
import { DEFAULT_OG_IMAGE } from '../info/default-og-image';
import { PageHead } from '../lib/page-head';
import { SITE_NAME, SITE_TAGLINE } from '../lib/site';
import { pages } from '../../../shared/pages';

export function Component() {
  return (
    <>
      <PageHead
        title={`${SITE_NAME} | ${SITE_TAGLINE}`}
        description="Buy and sell used vans across the UK. Search by make, model and postcode, browse featured vans from private sellers and trade dealers, or list your van free in 2 minutes with no fees."
        canonicalPath={pages.home.build()}
        og={{ image: DEFAULT_OG_IMAGE }}
      />
      <Hero />
      <SearchShortcuts />
      <FeaturedVans />
      <NearbyVans />
      <PopularMakes />
      <LatestNews />
    </>
  );
}
