import { adminListingRowSchema, rejectListingSchema } from '../../admin/listings';
import { listingIdParams } from '../params';
import { defineRoute, json } from '../contract';

export const adminTakeDownListingRoute = defineRoute({
  id: 'AdminTakeDownListing',
  method: 'POST',
  path: '/api/admin/listings/{id}/reports/take-down',
  auth: 'admin',
  account: 'enabled',
  params: listingIdParams,
  body: rejectListingSchema,
  maxBodyBytes: 8 * 1024,
  response: json(adminListingRowSchema),
  description:
    'Takes down a reported listing by the reject path (a reason and a note, mailed to the seller), closing its reports.',
});
