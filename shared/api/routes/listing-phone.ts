import type { PhoneResponse } from '../../listing-detail';
import { defineRoute, json } from '../contract';
import { listingIdParams } from '../params';

export const listingPhoneRoute = defineRoute({
  id: 'ListingPhone',
  method: 'GET',
  path: '/api/listings/{id}/phone',
  auth: 'public',
  params: listingIdParams,
  response: json<PhoneResponse>(),
  description: "The seller's phone number of a live listing, rate limited per client.",
});
