import { createListingSchema } from '../../listing-form';
import { ownListingSchema } from '../../own-listings';
import { dailySchema, defineRoute, json } from '../contract';
import { RATE_LIMITS } from '../rate-limits';

export const createOwnListingRoute = defineRoute({
  id: 'CreateOwnListing',
  method: 'POST',
  path: '/api/me/listings',
  auth: 'user',
  account: 'enabled',
  rateLimit: RATE_LIMITS.listingWrite,
  body: dailySchema(createListingSchema),
  maxBodyBytes: 64 * 1024,
  response: json(ownListingSchema),
  description:
    'Creates a listing (active, pending approval) with uploaded photos; a repeated idempotency key answers the same listing.',
});
