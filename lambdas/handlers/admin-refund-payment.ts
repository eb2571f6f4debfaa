import { adminRefundPaymentRoute } from '#shared/api/routes/admin-refund-payment';
import { actorOf } from '../admin/audit/audit-repo';
import { createHttpHandler } from '../http/create-handler';
import { adminRefundPayment } from '../payment/admin/refund-payment';
import { stagePaymentDeps } from '../payment/stage-deps';

/** POST /api/admin/payments/{id}/refund: refunds a succeeded payment; its boosts end now. */
export const handler = createHttpHandler(
  adminRefundPaymentRoute,
  async ({ auth, path, body, log }) => ({
    body: await adminRefundPayment(stagePaymentDeps(log), actorOf(auth), path.id, body.reason),
  }),
);
