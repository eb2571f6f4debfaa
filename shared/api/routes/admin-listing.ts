import { adminListingDetailSchema } from '../../admin/listings';
import { listingIdParams } from '../params';
import { defineRoute, json } from '../contract';

export const adminListingRoute = defineRoute({
  id: 'AdminListing',
  method: 'GET',
  path: '/api/admin/listings/{id}',
  auth: 'admin',
  account: 'enabled',
  params: listingIdParams,
  response: json(adminListingDetailSchema),
  description:
    'One listing for a moderator: what changed since it was approved, its photos, seller, their other listings and the audit trail.',
});
