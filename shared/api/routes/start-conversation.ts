import {
  MESSAGE_MAX_BODY_BYTES,
  startConversationBodySchema,
  type SendMessageResponse,
} from '../../messages';
import { defineRoute, json } from '../contract';
import { RATE_LIMITS } from '../rate-limits';

export const startConversationRoute = defineRoute({
  id: 'StartConversation',
  method: 'POST',
  path: '/api/me/conversations',
  auth: 'user',
  account: 'enabled',
  body: startConversationBodySchema,
  maxBodyBytes: MESSAGE_MAX_BODY_BYTES,
  rateLimit: RATE_LIMITS.messages,
  response: json<SendMessageResponse>(),
  description:
    "A signed-in buyer's enquiry about a live listing: starts the conversation with its seller, or continues it.",
});
