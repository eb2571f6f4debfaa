import { dealerModerationSchema, type DealerModerationResult } from '../../dealer';
import { userIdParams } from '../../admin/users';
import { defineRoute, json } from '../contract';

export const adminSetDealerPageRoute = defineRoute({
  id: 'AdminSetDealerPage',
  method: 'PUT',
  path: '/api/admin/users/{id}/dealer-page',
  auth: 'admin',
  account: 'enabled',
  params: userIdParams,
  body: dealerModerationSchema,
  response: json<DealerModerationResult>(),
  description:
    "Verifies a trade dealer (the dated 'Verified dealer' badge) or hides their page; audited. 422 for an account that is not trade.",
});
