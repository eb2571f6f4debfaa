import { adminPaymentsRoute } from '#shared/api/routes/admin-payments';
import { listAdminPayments } from '../payment/admin/list-admin-payments';
import { stageDb } from '../platform/db';
import { createHttpHandler } from '../http/create-handler';

/** GET /api/admin/payments: Admin Payments, filtered and paged from the admin mirror, with totals. */
export const handler = createHttpHandler(adminPaymentsRoute, async ({ query, log }) => ({
  body: await listAdminPayments({ db: stageDb(), log }, query),
}));
