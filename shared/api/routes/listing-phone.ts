import type { PhoneResponse } from '../../listing-detail';
import { defineRoute, json } from '../contract';
import { RATE_LIMITS } from '../rate-limits';
import { listingIdParams } from '../params';

export const listingPhoneRoute = defineRoute({
  id: 'ListingPhone',
  method: 'GET',
  path: '/api/listings/{id}/phone',
  auth: 'public',
  rateLimit: RATE_LIMITS.phone,
  params: listingIdParams,
  response: json<PhoneResponse>(),
  description: "The seller's phone number of a live listing, rate limited per client.",
});
