import { ownStockFeedSchema, setStockFeedSchema } from '../../stock-feed';
import { defineRoute, json } from '../contract';
import { RATE_LIMITS } from '../rate-limits';

export const setStockFeedRoute = defineRoute({
  id: 'SetStockFeed',
  method: 'PUT',
  path: '/api/me/stock-feed',
  auth: 'user',
  account: 'enabled',
  rateLimit: RATE_LIMITS.profile,
  body: setStockFeedSchema,
  maxBodyBytes: 4 * 1024,
  response: json(ownStockFeedSchema),
  description:
    "Sets or changes the dealer's stock feed address (https; a private or local address is refused with 422); trade accounts only (403), decision 074.",
});
