import { adminBoostRowSchema, boostEndParams, endBoostRequestSchema } from '../../admin/payments';
import { defineRoute, json } from '../contract';

export const adminEndBoostRoute = defineRoute({
  id: 'AdminEndBoost',
  method: 'POST',
  path: '/api/admin/listings/{id}/boosts/{type}/end',
  auth: 'admin',
  account: 'enabled',
  params: boostEndParams,
  body: endBoostRequestSchema,
  response: json(adminBoostRowSchema),
  description: 'Ends one boost of a listing early, with a reason.',
});
