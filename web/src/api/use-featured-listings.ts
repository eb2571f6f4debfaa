import type { ListingCard } from '#shared/listing';
import {
  featuredListingsRoute,
  type FeaturedListingsResponse,
} from '#shared/api/routes/featured-listings';
import { useLoaderSeed } from './loader-seed';
import { apiKey, useApi } from './use-api';

export type FeaturedListings = { status: 'loading' } | { status: 'ready'; items: ListingCard[] };

/**
 * The homepage-featured vans. A failed load is silent and reads as an empty list (the home page
 * shows its strip only when there are vans); SWR still retries in the background. `loaded`: the
 * home page loader's answer (routes/home.tsx), undefined after a navigation.
 */
export function useFeaturedListings(loaded?: FeaturedListingsResponse): FeaturedListings {
  const { data, error } = useApi(
    featuredListingsRoute,
    {},
    useLoaderSeed(apiKey(featuredListingsRoute, {}), loaded),
  );
  if (data) return { status: 'ready', items: Array.isArray(data.items) ? data.items : [] };
  if (error) return { status: 'ready', items: [] };
  return { status: 'loading' };
}
