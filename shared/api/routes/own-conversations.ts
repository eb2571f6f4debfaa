import { inboxQuerySchema, type InboxResponse } from '../../messages';
import { defineRoute, json } from '../contract';

export const ownConversationsRoute = defineRoute({
  id: 'OwnConversations',
  method: 'GET',
  path: '/api/me/conversations',
  auth: 'user',
  account: 'disabled-allowed',
  query: inboxQuerySchema,
  response: json<InboxResponse>(),
  description:
    "The signed-in user's conversations as buyer and as seller, newest message first, a page at a time, with the listing as it is now and the unread counts.",
});
