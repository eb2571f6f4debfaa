import type { FeaturedCard } from '../../listing';
import { defineRoute, json } from '../contract';

export type FeaturedListingsResponse = { items: FeaturedCard[] };

// No response schema: the home page would pay ~20 KB gzip of zod for it, and the handler builds
// each item with the shared listingCardSchema already.
export const featuredListingsRoute = defineRoute({
  id: 'FeaturedListings',
  method: 'GET',
  path: '/api/listings/featured',
  auth: 'public',
  response: json<FeaturedListingsResponse>(),
  description: 'Homepage-featured live listings with an unexpired boost, up to 20.',
});
