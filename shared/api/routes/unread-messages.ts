import type { UnreadResponse } from '../../messages';
import { defineRoute, json } from '../contract';

export const unreadMessagesRoute = defineRoute({
  id: 'UnreadMessages',
  method: 'GET',
  path: '/api/me/messages/unread',
  auth: 'user',
  account: 'disabled-allowed',
  response: json<UnreadResponse>(),
  description: "How many unread messages the signed-in user has: the header's count, one read.",
});
