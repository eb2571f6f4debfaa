import { unblockUserRoute } from '#shared/api/routes/unblock-user';
import { createHttpHandler } from '../http/create-handler';
import { setBlock } from '../message/block-user';
import { stageMessagesDeps } from '../message/stage-deps';

/** DELETE /api/me/conversations/{id}/block: the caller's block of the other participant. */
export const handler = createHttpHandler(unblockUserRoute, async ({ auth, path, log }) => ({
  body: await setBlock(stageMessagesDeps(log), auth.userId, path.id, false),
}));
