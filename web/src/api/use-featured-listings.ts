import useSWR from 'swr';
import type { ListingCard } from '../../../shared/listing';
import { fetchJson } from './fetch-json';

export const FEATURED_LISTINGS_URL = '/api/listings/featured';

/**
 * The handler already builds each item with the shared `listingCardSchema`, so the home page
 * only checks the envelope: parsing with zod here would add ~20 KB gzip to the home page.
 */
async function fetchFeatured(url: string): Promise<ListingCard[]> {
  const body = (await fetchJson(url)) as { items?: unknown } | null;
  if (!Array.isArray(body?.items)) throw new Error(`Unexpected answer from ${url}`);
  return body.items as ListingCard[];
}

export type FeaturedListings = { status: 'loading' } | { status: 'ready'; items: ListingCard[] };

/**
 * The homepage-featured vans. A failed load is silent (spec 01 section 8) and reads as an
 * empty list; SWR still retries in the background.
 */
export function useFeaturedListings(): FeaturedListings {
  const { data, error } = useSWR(FEATURED_LISTINGS_URL, fetchFeatured);
  if (data) return { status: 'ready', items: data };
  if (error) return { status: 'ready', items: [] };
  return { status: 'loading' };
}
