import { adminUserRowSchema, setUserDisabledSchema, userIdParams } from '../../admin/users';
import { defineRoute, json } from '../contract';

export const adminSetUserDisabledRoute = defineRoute({
  id: 'AdminSetUserDisabled',
  method: 'PUT',
  path: '/api/admin/users/{id}/disabled',
  auth: 'admin',
  account: 'enabled',
  params: userIdParams,
  body: setUserDisabledSchema,
  response: json(adminUserRowSchema),
  description:
    "Disables or enables an account (Cognito); the user's listings are hidden while it is disabled. Not on oneself.",
});
