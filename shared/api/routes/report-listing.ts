import { reportRequestSchema, type ReportResponse } from '../../reports';
import { defineRoute, json } from '../contract';
import { RATE_LIMITS } from '../rate-limits';
import { listingIdParams } from '../params';

export const reportListingRoute = defineRoute({
  id: 'ReportListing',
  method: 'POST',
  path: '/api/listings/{id}/reports',
  auth: 'public',
  rateLimit: RATE_LIMITS.report,
  params: listingIdParams,
  body: reportRequestSchema,
  // Far above the largest valid report (a reason and a 1,000-character note).
  maxBodyBytes: 8 * 1024,
  response: json<ReportResponse>(),
  description:
    "Records a buyer's report of a listing, once per client; enough open reports hide it from search.",
});
