import { ownListingsBulkResultSchema, ownListingsBulkSchema } from '../../own-listings';
import { defineRoute, json } from '../contract';
import { RATE_LIMITS } from '../rate-limits';

export const actOnOwnListingsRoute = defineRoute({
  id: 'ActOnOwnListings',
  method: 'POST',
  path: '/api/me/listings/bulk',
  auth: 'user',
  account: 'enabled',
  rateLimit: RATE_LIMITS.listingWrite,
  body: ownListingsBulkSchema,
  // Room for far more ids than the limit: a request over it is a 400 that says so, not a 413.
  maxBodyBytes: 64 * 1024,
  response: json(ownListingsBulkResultSchema),
  description:
    'Marks sold or deletes many of the signed-in seller’s listings, each on its own: a result per listing (another seller’s id is not found, never touched).',
});
