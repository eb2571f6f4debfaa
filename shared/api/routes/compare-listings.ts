import { compareQuerySchema, type CompareResponse } from '../../compare';
import { defineRoute, json } from '../contract';

export const compareListingsRoute = defineRoute({
  id: 'CompareListings',
  method: 'GET',
  path: '/api/listings/compare',
  auth: 'public',
  query: compareQuerySchema,
  response: json<CompareResponse>(),
  description:
    'Up to 12 vans by id, in that order, from the search index: the compare table and the recently viewed strips.',
});
