import type { PhoneResponse } from '../../listing-detail';
import { dealerSlugParams } from '../../dealer';
import { defineRoute, json } from '../contract';
import { RATE_LIMITS } from '../rate-limits';

export const dealerPhoneRoute = defineRoute({
  id: 'DealerPhone',
  method: 'GET',
  path: '/api/dealers/{slug}/phone',
  auth: 'public',
  // The listings' reveal limit, counted together with it: one scope for every phone number.
  rateLimit: RATE_LIMITS.phone,
  params: dealerSlugParams,
  response: json<PhoneResponse>(),
  description: "A dealer page's phone number, rate limited per client as a listing's is.",
});
