import { adminUserRowSchema, setUserTagSchema, userIdParams } from '../../admin/users';
import { defineRoute, json } from '../contract';

export const adminSetUserTagRoute = defineRoute({
  id: 'AdminSetUserTag',
  method: 'PUT',
  path: '/api/admin/users/{id}/tag',
  auth: 'admin',
  account: 'enabled',
  params: userIdParams,
  body: setUserTagSchema,
  response: json(adminUserRowSchema),
  description: 'Tags a user regular or scraped, or clears the tag.',
});
