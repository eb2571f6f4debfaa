import { ownListingsPageSchema, ownListingsQuerySchema } from '../../own-listings';
import { defineRoute, json } from '../contract';

export const ownListingsRoute = defineRoute({
  id: 'OwnListings',
  method: 'GET',
  path: '/api/me/listings',
  auth: 'user',
  account: 'disabled-allowed',
  query: ownListingsQuerySchema,
  response: json(ownListingsPageSchema),
  description: "A page of the signed-in seller's active or sold listings, with both tabs' counts.",
});
