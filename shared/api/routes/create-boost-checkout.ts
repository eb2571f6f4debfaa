import { checkoutRequestSchema, checkoutSchema } from '../../payments';
import { listingIdParams } from '../params';
import { defineRoute, json } from '../contract';

export const createBoostCheckoutRoute = defineRoute({
  id: 'CreateBoostCheckout',
  method: 'POST',
  path: '/api/me/listings/{id}/boosts',
  auth: 'user',
  account: 'enabled',
  params: listingIdParams,
  body: checkoutRequestSchema,
  response: json(checkoutSchema),
  description:
    'Prices the chosen boosts from the price table, records a pending payment and answers the checkout address.',
});
