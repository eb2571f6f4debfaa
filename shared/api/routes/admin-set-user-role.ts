import { adminUserRowSchema, setUserRoleSchema, userIdParams } from '../../admin/users';
import { defineRoute, json } from '../contract';

export const adminSetUserRoleRoute = defineRoute({
  id: 'AdminSetUserRole',
  method: 'PUT',
  path: '/api/admin/users/{id}/role',
  auth: 'admin',
  account: 'enabled',
  params: userIdParams,
  body: setUserRoleSchema,
  response: json(adminUserRowSchema),
  description:
    'Grants or revokes the admin role (the Cognito group; effective at the next sign-in). Not on oneself.',
});
