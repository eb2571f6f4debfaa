import { sellerStatsSchema } from '../../dashboard';
import { defineRoute, json } from '../contract';

export const sellerStatsRoute = defineRoute({
  id: 'SellerStats',
  method: 'GET',
  path: '/api/me/listings/stats',
  auth: 'user',
  response: json(sellerStatsSchema),
  description: "The signed-in seller's active and boosted listings, for the dashboard.",
});
