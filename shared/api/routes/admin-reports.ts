import { reportQueueQuerySchema, type ReportQueuePage } from '../../reports';
import { defineRoute, json } from '../contract';

export const adminReportsRoute = defineRoute({
  id: 'AdminReports',
  method: 'GET',
  path: '/api/admin/reports',
  auth: 'admin',
  account: 'enabled',
  query: reportQueueQuerySchema,
  response: json<ReportQueuePage>(),
  description: 'The reports queue: listings with open reports from buyers, newest report first.',
});
