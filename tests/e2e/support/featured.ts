import type { APIRequestContext } from '@playwright/test';
import type { ListingCard } from '#shared/listing';

/** What the home page should show: the stage's own answer, read through the same API. */
export async function featuredFromApi(request: APIRequestContext): Promise<ListingCard[]> {
  const response = await request.get('/api/listings/featured');
  if (!response.ok()) throw new Error(`GET /api/listings/featured: ${response.status()}`);
  const body = (await response.json()) as { items: ListingCard[] };
  return body.items;
}

export const FEATURED_PER_PAGE = 8;
