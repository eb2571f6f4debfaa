import { ownListingSchema } from '../../own-listings';
import { defineRoute, json } from '../contract';
import { listingIdParams } from '../params';

export const ownListingRoute = defineRoute({
  id: 'OwnListing',
  method: 'GET',
  path: '/api/me/listings/{id}',
  auth: 'user',
  account: 'disabled-allowed',
  params: listingIdParams,
  response: json(ownListingSchema),
  description: "One of the signed-in seller's listings in any state; another seller's is a 404.",
});
