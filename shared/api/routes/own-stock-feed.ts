import { ownStockFeedSchema } from '../../stock-feed';
import { defineRoute, json } from '../contract';

export const ownStockFeedRoute = defineRoute({
  id: 'OwnStockFeed',
  method: 'GET',
  path: '/api/me/stock-feed',
  auth: 'user',
  account: 'enabled',
  response: json(ownStockFeedSchema),
  description:
    "The signed-in dealer's stock feed (its address, failures in a row) and its newest runs; trade accounts only (403), decision 074.",
});
