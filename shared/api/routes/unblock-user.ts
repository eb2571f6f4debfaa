import { conversationIdParams, type BlockResponse } from '../../messages';
import { defineRoute, json } from '../contract';
import { RATE_LIMITS } from '../rate-limits';

export const unblockUserRoute = defineRoute({
  id: 'UnblockUser',
  method: 'DELETE',
  path: '/api/me/conversations/{id}/block',
  auth: 'user',
  account: 'enabled',
  params: conversationIdParams,
  rateLimit: RATE_LIMITS.messagesClaim,
  response: json<BlockResponse>(),
  description: 'Lifts the caller’s block of the other participant of one of their conversations.',
});
