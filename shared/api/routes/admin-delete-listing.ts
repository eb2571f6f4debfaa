import { listingIdParams } from '../params';
import { defineRoute, empty } from '../contract';

export const adminDeleteListingRoute = defineRoute({
  id: 'AdminDeleteListing',
  method: 'DELETE',
  path: '/api/admin/listings/{id}',
  auth: 'admin',
  account: 'enabled',
  params: listingIdParams,
  response: empty,
  description:
    'Deletes a listing with its photos, boosts and counters; it leaves search and the sitemaps.',
});
