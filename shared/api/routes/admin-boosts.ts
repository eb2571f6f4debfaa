import { adminBoostsPageSchema, adminBoostsQuerySchema } from '../../admin/payments';
import { defineRoute, json } from '../contract';

export const adminBoostsRoute = defineRoute({
  id: 'AdminBoosts',
  method: 'GET',
  path: '/api/admin/boosts',
  auth: 'admin',
  account: 'enabled',
  query: adminBoostsQuerySchema,
  response: json(adminBoostsPageSchema),
  description:
    'Admin Boosts: boosts running now, or ended in the last 30 days, with their end times.',
});
