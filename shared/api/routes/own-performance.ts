import { performanceQuerySchema, performanceSeriesSchema } from '../../performance';
import { defineRoute, json } from '../contract';

export const ownPerformanceRoute = defineRoute({
  id: 'OwnPerformance',
  method: 'GET',
  path: '/api/me/performance',
  auth: 'user',
  account: 'disabled-allowed',
  query: performanceQuerySchema,
  response: json(performanceSeriesSchema),
  description:
    "The signed-in seller's figures across all their listings per UK day for the last 30 or 90 days, and their totals.",
});
