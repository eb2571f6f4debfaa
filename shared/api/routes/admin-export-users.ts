import { adminUsersFilterSchema, usersExportSchema } from '../../admin/users';
import { defineRoute, json } from '../contract';

export const adminExportUsersRoute = defineRoute({
  id: 'AdminExportUsers',
  method: 'POST',
  path: '/api/admin/users/export',
  auth: 'admin',
  account: 'enabled',
  body: adminUsersFilterSchema,
  response: json(usersExportSchema),
  description:
    'Writes the users matching the filters as a CSV file and answers a short-lived link to it.',
});
