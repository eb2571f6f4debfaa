import { sellerStatsSchema } from '../../dashboard';
import { defineRoute, json } from '../contract';

export const sellerStatsRoute = defineRoute({
  id: 'SellerStats',
  method: 'GET',
  path: '/api/me/listings/stats',
  auth: 'user',
  account: 'disabled-allowed',
  response: json(sellerStatsSchema),
  description:
    "The signed-in seller's dashboard: listings by state (live, boosted, pending, rejected, sold), boosts ending soon, listings to act on and enquiries received.",
});
