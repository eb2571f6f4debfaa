import { adminStatsSchema } from '../../admin/dashboard';
import { defineRoute, json } from '../contract';

export const adminStatsRoute = defineRoute({
  id: 'AdminStats',
  method: 'GET',
  path: '/api/admin/stats',
  auth: 'admin',
  account: 'enabled',
  response: json(adminStatsSchema),
  description: 'Live listings and the moderation queue, for the admin overview.',
});
