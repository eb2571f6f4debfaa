import { searchFiltersSchema } from '../../search/filters';
import type { SearchResponse } from '../../search/response';
import { defineRoute, json } from '../contract';

export const searchListingsRoute = defineRoute({
  id: 'SearchListings',
  method: 'GET',
  path: '/api/listings/search',
  auth: 'public',
  // Made per request: the year limits follow the calendar.
  query: () => searchFiltersSchema(),
  response: json<SearchResponse>(),
  description:
    'Live listings matching the filters: one page of 24 with the exact count, facets and distance.',
});
