import { adminListingRowSchema, rejectListingSchema } from '../../admin/listings';
import { listingIdParams } from '../params';
import { defineRoute, json } from '../contract';

export const adminRejectListingRoute = defineRoute({
  id: 'AdminRejectListing',
  method: 'POST',
  path: '/api/admin/listings/{id}/reject',
  auth: 'admin',
  account: 'enabled',
  params: listingIdParams,
  body: rejectListingSchema,
  maxBodyBytes: 8 * 1024,
  response: json(adminListingRowSchema),
  description:
    'Rejects a pending listing with a reason from the list and a note, mailed to the seller.',
});
