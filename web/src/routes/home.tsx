import { FeaturedVans } from '../home/featured-vans';
import { Hero } from '../home/hero';
import { LatestNews } from '../home/latest-news';
import { NearbyVans } from '../home/nearby-vans';
import { PopularMakes } from '../home/popular-makes';
import { SearchShortcuts } from '../home/search-shortcuts';
import { SITE_NAME, SITE_TAGLINE } from '../lib/site';
import { usePageMeta } from '../lib/use-page-meta';

export function Component() {
  usePageMeta({
    title: `${SITE_NAME} | ${SITE_TAGLINE}`,
    description:
      'Buy and sell used vans across the UK. Search by make, model and postcode, browse featured vans from private sellers and trade dealers, or list your van free in 2 minutes with no fees.',
  });
  return (
    <>
      <Hero />
      <SearchShortcuts />
      <FeaturedVans />
      <NearbyVans />
      <PopularMakes />
      <LatestNews />
    </>
  );
}
