import { adminListingRowSchema, approveListingSchema } from '../../admin/listings';
import { listingIdParams } from '../params';
import { defineRoute, json } from '../contract';

export const adminApproveListingRoute = defineRoute({
  id: 'AdminApproveListing',
  method: 'POST',
  path: '/api/admin/listings/{id}/approve',
  auth: 'admin',
  account: 'enabled',
  params: listingIdParams,
  body: approveListingSchema,
  response: json(adminListingRowSchema),
  description:
    'Approves a pending listing as the moderator saw it: approved and active, in search within seconds.',
});
