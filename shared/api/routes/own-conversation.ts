import { conversationIdParams, type ThreadResponse } from '../../messages';
import { defineRoute, json } from '../contract';

export const ownConversationRoute = defineRoute({
  id: 'OwnConversation',
  method: 'GET',
  path: '/api/me/conversations/{id}',
  auth: 'user',
  // Reading marks the reader's side read: a receipt of their own, never a change of content.
  account: 'disabled-allowed',
  params: conversationIdParams,
  response: json<ThreadResponse>(),
  description:
    "One conversation's messages for one of its two participants (404 for anyone else), marking them read.",
});
