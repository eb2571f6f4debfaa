import { ownPaymentRoute } from '#shared/api/routes/own-payment';
import { stageDb } from '../platform/db';
import { createHttpHandler } from '../http/create-handler';
import { readOwnPayment } from '../payment/payment-history';

/** GET /api/me/payments/{id}: one of the caller's payments (the boost page polls it). */
export const handler = createHttpHandler(ownPaymentRoute, async ({ auth, path }) => ({
  body: await readOwnPayment({ db: stageDb() }, auth.userId, path.id),
  headers: { 'cache-control': 'private, no-store' },
}));
