import { ownPaymentsRoute } from '#shared/api/routes/own-payments';
import { stageDb } from '../platform/db';
import { createHttpHandler } from '../http/create-handler';
import { listOwnPayments } from '../payment/payment-history';

/** GET /api/me/payments: Payment History, the caller's payments newest first. */
export const handler = createHttpHandler(ownPaymentsRoute, async ({ auth, query }) => ({
  body: await listOwnPayments({ db: stageDb() }, auth.userId, query),
  headers: { 'cache-control': 'private, no-store' },
}));
