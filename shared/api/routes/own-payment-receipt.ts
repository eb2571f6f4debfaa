import { paymentIdParams } from '../../payments';
import { receiptSchema } from '../../receipts';
import { defineRoute, json } from '../contract';

export const ownPaymentReceiptRoute = defineRoute({
  id: 'OwnPaymentReceipt',
  method: 'GET',
  path: '/api/me/payments/{id}/receipt',
  auth: 'user',
  account: 'disabled-allowed',
  params: paymentIdParams,
  response: json(receiptSchema),
  description:
    "A paid payment's VAT receipt, for its owner (or an admin); 404 for anyone else or an unpaid payment.",
});
