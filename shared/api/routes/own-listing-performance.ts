import { performanceQuerySchema, performanceSeriesSchema } from '../../performance';
import { defineRoute, json } from '../contract';
import { listingIdParams } from '../params';

export const ownListingPerformanceRoute = defineRoute({
  id: 'OwnListingPerformance',
  method: 'GET',
  path: '/api/me/listings/{id}/performance',
  auth: 'user',
  account: 'disabled-allowed',
  params: listingIdParams,
  query: performanceQuerySchema,
  response: json(performanceSeriesSchema),
  description:
    "One of the signed-in seller's listings: views, enquiries, phone reveals, saves and search appearances per UK day for the last 30 or 90 days; another seller's is a 404.",
});
