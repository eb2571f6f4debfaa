import { adminUserDetailSchema } from '../../admin/user-detail';
import { userIdParams } from '../../admin/users';
import { defineRoute, json } from '../contract';

export const adminUserRoute = defineRoute({
  id: 'AdminUser',
  method: 'GET',
  path: '/api/admin/users/{id}',
  auth: 'admin',
  account: 'enabled',
  params: userIdParams,
  response: json(adminUserDetailSchema),
  description:
    'One user for an admin: the profile, role, tag, their newest listings and the audit trail.',
});
