import { updateListingSchema } from '../../listing-form';
import { ownListingSchema } from '../../own-listings';
import { listingIdParams } from '../params';
import { dailySchema, defineRoute, json } from '../contract';

export const adminUpdateListingRoute = defineRoute({
  id: 'AdminUpdateListing',
  method: 'PUT',
  path: '/api/admin/listings/{id}',
  auth: 'admin',
  account: 'enabled',
  params: listingIdParams,
  body: dailySchema(updateListingSchema),
  maxBodyBytes: 64 * 1024,
  response: json(ownListingSchema),
  description:
    "An admin's edit of any listing with the seller's form; the approval stays as it is.",
});
