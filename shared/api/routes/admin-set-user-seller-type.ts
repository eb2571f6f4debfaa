import { accountTypeChangeSchema, setUserSellerTypeSchema, userIdParams } from '../../admin/users';
import { defineRoute, json } from '../contract';

export const adminSetUserSellerTypeRoute = defineRoute({
  id: 'AdminSetUserSellerType',
  method: 'PUT',
  path: '/api/admin/users/{id}/seller-type',
  auth: 'admin',
  account: 'enabled',
  params: userIdParams,
  body: setUserSellerTypeSchema,
  response: json(accountTypeChangeSchema),
  description:
    "Makes an account a private seller's or a trade dealer's; every listing of the user takes the type (decision 031).",
});
