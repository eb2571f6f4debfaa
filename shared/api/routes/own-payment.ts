import { paymentIdParams, paymentSchema } from '../../payments';
import { defineRoute, json } from '../contract';

export const ownPaymentRoute = defineRoute({
  id: 'OwnPayment',
  method: 'GET',
  path: '/api/me/payments/{id}',
  auth: 'user',
  account: 'disabled-allowed',
  params: paymentIdParams,
  response: json(paymentSchema),
  description: "One of the caller's payments (the boost page polls it after checkout).",
});
