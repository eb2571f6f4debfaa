import { ownListingSchema } from '../../own-listings';
import { defineRoute, json } from '../contract';
import { listingIdParams } from '../params';

export const markOwnListingSoldRoute = defineRoute({
  id: 'MarkOwnListingSold',
  method: 'POST',
  path: '/api/me/listings/{id}/sold',
  auth: 'user',
  account: 'enabled',
  params: listingIdParams,
  response: json(ownListingSchema),
  description:
    'Marks one of the signed-in seller’s listings sold: out of search, sitemaps and featured.',
});
