import type { SimilarResponse } from '../../listing-detail';
import { defineRoute, json } from '../contract';
import { listingIdParams } from '../params';

export const listingSimilarRoute = defineRoute({
  id: 'ListingSimilar',
  method: 'GET',
  path: '/api/listings/{id}/similar',
  auth: 'public',
  params: listingIdParams,
  response: json<SimilarResponse>(),
  description:
    'Up to 3 live listings of the same make and model, nearest first, and the price indicator of the listing against its comparables.',
});
