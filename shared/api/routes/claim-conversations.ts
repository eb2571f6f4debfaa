import type { ClaimConversationsResponse } from '../../messages';
import { defineRoute, json } from '../contract';
import { RATE_LIMITS } from '../rate-limits';

export const claimConversationsRoute = defineRoute({
  id: 'ClaimConversations',
  method: 'POST',
  path: '/api/me/messages/claim',
  auth: 'user',
  account: 'enabled',
  rateLimit: RATE_LIMITS.messagesClaim,
  response: json<ClaimConversationsResponse>(),
  description:
    "Moves the conversations started signed out with the account's own sign-in address into its inbox.",
});
