import { stockFeedRunSchema } from '../../stock-feed';
import { defineRoute, json } from '../contract';
import { RATE_LIMITS } from '../rate-limits';

export const runStockFeedRoute = defineRoute({
  id: 'RunStockFeed',
  method: 'POST',
  path: '/api/me/stock-feed/runs',
  auth: 'user',
  account: 'enabled',
  rateLimit: RATE_LIMITS.feedRun,
  response: json(stockFeedRunSchema),
  description:
    "Runs the dealer's stock feed now (Run now): the run as started; 404 without a feed, 409 while one runs, 429 past 6 an hour (decision 074).",
});
