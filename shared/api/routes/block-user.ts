import { conversationIdParams, type BlockResponse } from '../../messages';
import { defineRoute, json } from '../contract';
import { RATE_LIMITS } from '../rate-limits';

export const blockUserRoute = defineRoute({
  id: 'BlockUser',
  method: 'PUT',
  path: '/api/me/conversations/{id}/block',
  auth: 'user',
  account: 'enabled',
  params: conversationIdParams,
  rateLimit: RATE_LIMITS.messagesClaim,
  response: json<BlockResponse>(),
  description:
    'Blocks the other participant of one of the caller’s conversations: no messages either way.',
});
