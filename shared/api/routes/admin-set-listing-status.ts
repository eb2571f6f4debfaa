import { adminListingRowSchema, setListingStatusSchema } from '../../admin/listings';
import { listingIdParams } from '../params';
import { defineRoute, json } from '../contract';

export const adminSetListingStatusRoute = defineRoute({
  id: 'AdminSetListingStatus',
  method: 'PUT',
  path: '/api/admin/listings/{id}/status',
  auth: 'admin',
  account: 'enabled',
  params: listingIdParams,
  body: setListingStatusSchema,
  response: json(adminListingRowSchema),
  description: "Sets a listing's status (active, inactive or sold) at any time.",
});
