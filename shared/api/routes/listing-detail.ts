import type { ListingDetailResponse } from '../../listing-detail';
import { defineRoute, json } from '../contract';
import { listingIdParams } from '../params';

export const listingDetailRoute = defineRoute({
  id: 'ListingDetail',
  method: 'GET',
  path: '/api/listings/{id}',
  auth: 'public',
  params: listingIdParams,
  response: json<ListingDetailResponse>(),
  description: 'One listing for the detail page with its seller card, or why it is unavailable.',
});
