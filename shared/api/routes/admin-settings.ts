import { adminSettingsSchema } from '../../admin/settings';
import { defineRoute, json } from '../contract';

export const adminSettingsRoute = defineRoute({
  id: 'AdminSettings',
  method: 'GET',
  path: '/api/admin/settings',
  auth: 'admin',
  account: 'enabled',
  response: json(adminSettingsSchema),
  description: 'The settings an operator changes without a deploy, with their audit trail.',
});
