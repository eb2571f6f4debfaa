import type { NearbyResponse } from '../../nearby';
import { nearbyQuerySchema } from '../../nearby';
import { defineRoute, json } from '../contract';

export const nearbyListingsRoute = defineRoute({
  id: 'NearbyListings',
  method: 'GET',
  path: '/api/listings/nearby',
  auth: 'public',
  query: nearbyQuerySchema,
  response: json<NearbyResponse>(),
  description:
    "Up to 8 live vans nearest a postcode (the geo index): the home page's vans near you.",
});
