import { unreadMessagesRoute } from '#shared/api/routes/unread-messages';
import { createHttpHandler } from '../http/create-handler';
import { getUnreadTotal } from '../message/conversations-repo';
import { stageDb } from '../platform/db';

/** GET /api/me/messages/unread: the header's count, one GetItem of the caller's total. */
export const handler = createHttpHandler(unreadMessagesRoute, async ({ auth }) => ({
  body: { unread: await getUnreadTotal(stageDb(), auth.userId) },
  headers: { 'cache-control': 'private, no-store' },
}));
