import { refundRequestSchema } from '../../admin/payments';
import { paymentIdParams, paymentSchema } from '../../payments';
import { defineRoute, json } from '../contract';

export const adminRefundPaymentRoute = defineRoute({
  id: 'AdminRefundPayment',
  method: 'POST',
  path: '/api/admin/payments/{id}/refund',
  auth: 'admin',
  account: 'enabled',
  params: paymentIdParams,
  body: refundRequestSchema,
  response: json(paymentSchema),
  description: 'Refunds a succeeded payment through the provider; the boost it bought ends now.',
});
