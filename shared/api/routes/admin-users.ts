import { adminUsersPageSchema, adminUsersQuerySchema } from '../../admin/users';
import { defineRoute, json } from '../contract';

export const adminUsersRoute = defineRoute({
  id: 'AdminUsers',
  method: 'GET',
  path: '/api/admin/users',
  auth: 'admin',
  account: 'enabled',
  query: adminUsersQuerySchema,
  response: json(adminUsersPageSchema),
  description:
    'Admin Users: every user, filtered by role, tag and text, paged on the server from the admin mirror.',
});
