import { defineRoute, empty } from '../contract';
import { RATE_LIMITS } from '../rate-limits';

export const removeStockFeedRoute = defineRoute({
  id: 'RemoveStockFeed',
  method: 'DELETE',
  path: '/api/me/stock-feed',
  auth: 'user',
  account: 'enabled',
  rateLimit: RATE_LIMITS.profile,
  response: empty,
  description:
    "Removes the dealer's stock feed: no more runs; the listings stay as they are and the runs stay listed (decision 074).",
});
