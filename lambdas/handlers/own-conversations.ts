import { ownConversationsRoute } from '#shared/api/routes/own-conversations';
import { createHttpHandler } from '../http/create-handler';
import { listConversations } from '../message/list-conversations';
import { stageMessagesDeps } from '../message/stage-deps';

/** GET /api/me/conversations: the caller's own inbox, read by the token's user id only. */
export const handler = createHttpHandler(ownConversationsRoute, async ({ auth, query, log }) => ({
  body: await listConversations(stageMessagesDeps(log), auth.userId, query.cursor),
  headers: { 'cache-control': 'private, no-store' },
}));
