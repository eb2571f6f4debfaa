import type { ListingCard } from '../../../shared/listing';
import { featuredListingsRoute } from '../../../shared/api/routes/featured-listings';
import { useApi } from './use-api';

export type FeaturedListings = { status: 'loading' } | { status: 'ready'; items: ListingCard[] };

/**
 * The homepage-featured vans. A failed load is silent and reads as an empty list (the home page
 * shows its strip only when there are vans); SWR still retries in the background.
 */
export function useFeaturedListings(): FeaturedListings {
  const { data, error } = useApi(featuredListingsRoute, {});
  if (data) return { status: 'ready', items: Array.isArray(data.items) ? data.items : [] };
  if (error) return { status: 'ready', items: [] };
  return { status: 'loading' };
}
