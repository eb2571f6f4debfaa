import { updateListingSchema } from '../../listing-form';
import { ownListingSchema } from '../../own-listings';
import { dailySchema, defineRoute, json } from '../contract';
import { RATE_LIMITS } from '../rate-limits';
import { listingIdParams } from '../params';

export const updateOwnListingRoute = defineRoute({
  id: 'UpdateOwnListing',
  method: 'PUT',
  path: '/api/me/listings/{id}',
  auth: 'user',
  account: 'enabled',
  rateLimit: RATE_LIMITS.listingWrite,
  params: listingIdParams,
  body: dailySchema(updateListingSchema),
  maxBodyBytes: 64 * 1024,
  response: json(ownListingSchema),
  description:
    'Edits a listing and sends it back to moderation; refused when it changed since the seller read it or is sold.',
});
