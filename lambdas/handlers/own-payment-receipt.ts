import { ownPaymentReceiptRoute } from '#shared/api/routes/own-payment-receipt';
import { stageDb } from '../platform/db';
import { createHttpHandler } from '../http/create-handler';
import { readReceipt } from '../payment/read-receipt';

/** GET /api/me/payments/{id}/receipt: a paid payment's VAT receipt, its owner's or for an admin. */
export const handler = createHttpHandler(ownPaymentReceiptRoute, async ({ auth, path }) => ({
  body: await readReceipt({ db: stageDb() }, auth, path.id),
  headers: { 'cache-control': 'private, no-store' },
}));
