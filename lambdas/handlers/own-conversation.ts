import { ownConversationRoute } from '#shared/api/routes/own-conversation';
import { createHttpHandler } from '../http/create-handler';
import { readThread } from '../message/read-thread';
import { stageMessagesDeps } from '../message/stage-deps';

/** GET /api/me/conversations/{id}: a thread for one of its participants; marks it read. */
export const handler = createHttpHandler(ownConversationRoute, async ({ auth, path, log }) => ({
  body: await readThread(stageMessagesDeps(log), auth.userId, path.id),
  headers: { 'cache-control': 'private, no-store' },
}));
