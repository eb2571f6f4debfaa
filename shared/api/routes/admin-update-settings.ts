import { adminSettingsSchema, updateSettingsSchema } from '../../admin/settings';
import { defineRoute, json } from '../contract';

export const adminUpdateSettingsRoute = defineRoute({
  id: 'AdminUpdateSettings',
  method: 'PUT',
  path: '/api/admin/settings',
  auth: 'admin',
  account: 'enabled',
  body: updateSettingsSchema,
  maxBodyBytes: 16 * 1024,
  response: json(adminSettingsSchema),
  description:
    'Changes the contact details and the moderation reasons, over the version the admin read.',
});
