import { adminListingsPageSchema, adminListingsQuerySchema } from '../../admin/listings';
import { defineRoute, json } from '../contract';

export const adminListingsRoute = defineRoute({
  id: 'AdminListings',
  method: 'GET',
  path: '/api/admin/listings',
  auth: 'admin',
  account: 'enabled',
  query: adminListingsQuerySchema,
  response: json(adminListingsPageSchema),
  description:
    'Admin Listings: every listing, filtered and paged on the server from the admin mirror.',
});
