import { adminPaymentsPageSchema, adminPaymentsQuerySchema } from '../../admin/payments';
import { defineRoute, json } from '../contract';

export const adminPaymentsRoute = defineRoute({
  id: 'AdminPayments',
  method: 'GET',
  path: '/api/admin/payments',
  auth: 'admin',
  account: 'enabled',
  query: adminPaymentsQuerySchema,
  response: json(adminPaymentsPageSchema),
  description: 'Admin Payments: every payment, by status and date, with totals.',
});
