import { sitemapsGeneratedSchema } from '../../admin/dashboard';
import { defineRoute, json } from '../contract';

export const adminGenerateSitemapsRoute = defineRoute({
  id: 'AdminGenerateSitemaps',
  method: 'POST',
  path: '/api/admin/sitemaps',
  auth: 'admin',
  account: 'enabled',
  response: json(sitemapsGeneratedSchema),
  description: 'Writes the sitemaps now, as the hourly schedule does.',
});
