import { siteSettingsSchema } from '../../admin/settings';
import { defineRoute, json } from '../contract';

export const siteSettingsRoute = defineRoute({
  id: 'SiteSettings',
  method: 'GET',
  path: '/api/settings',
  auth: 'public',
  response: json(siteSettingsSchema),
  description:
    "The site's settings the public pages show (contact details), once an operator has set them.",
});
