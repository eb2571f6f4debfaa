import { paymentHistoryPageSchema, paymentHistoryQuerySchema } from '../../payments';
import { defineRoute, json } from '../contract';

export const ownPaymentsRoute = defineRoute({
  id: 'OwnPayments',
  method: 'GET',
  path: '/api/me/payments',
  auth: 'user',
  account: 'disabled-allowed',
  query: paymentHistoryQuerySchema,
  response: json(paymentHistoryPageSchema),
  description: "Payment History: the caller's own payments, newest first.",
});
