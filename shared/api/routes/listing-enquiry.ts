import { enquiryRequestSchema, type EnquiryResponse } from '../../listing-detail';
import { defineRoute, json } from '../contract';
import { RATE_LIMITS } from '../rate-limits';
import { listingIdParams } from '../params';

export const listingEnquiryRoute = defineRoute({
  id: 'ListingEnquiry',
  method: 'POST',
  path: '/api/listings/{id}/enquiries',
  auth: 'public',
  rateLimit: RATE_LIMITS.enquiry,
  params: listingIdParams,
  body: enquiryRequestSchema,
  // Far above the largest valid form (about 3 KB of fields), far below the default 64 KB.
  maxBodyBytes: 16 * 1024,
  response: json<EnquiryResponse>(),
  description: 'Relays a buyer enquiry to the seller by e-mail, rate limited per client.',
});
