import {
  conversationIdParams,
  MESSAGE_MAX_BODY_BYTES,
  sendMessageBodySchema,
  type SendMessageResponse,
} from '../../messages';
import { defineRoute, json } from '../contract';
import { RATE_LIMITS } from '../rate-limits';

export const sendMessageRoute = defineRoute({
  id: 'SendMessage',
  method: 'POST',
  path: '/api/me/conversations/{id}/messages',
  auth: 'user',
  account: 'enabled',
  params: conversationIdParams,
  body: sendMessageBodySchema,
  maxBodyBytes: MESSAGE_MAX_BODY_BYTES,
  rateLimit: RATE_LIMITS.messages,
  response: json<SendMessageResponse>(),
  description:
    'A message from one of the two participants of a conversation (404 for anyone else), as plain text.',
});
