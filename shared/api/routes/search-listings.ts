import { searchFiltersSchema } from '../../search/filters';
import type { SearchResponse } from '../../search/response';
import { dailySchema, defineRoute, json } from '../contract';

export const searchListingsRoute = defineRoute({
  id: 'SearchListings',
  method: 'GET',
  path: '/api/listings/search',
  auth: 'public',
  // The year limits follow the calendar: made again each day.
  query: dailySchema((now) => searchFiltersSchema(now)),
  response: json<SearchResponse>(),
  description:
    'Live listings matching the filters: one page of 24 with the exact count, facets and distance.',
});
