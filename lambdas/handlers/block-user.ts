import { blockUserRoute } from '#shared/api/routes/block-user';
import { createHttpHandler } from '../http/create-handler';
import { setBlock } from '../message/block-user';
import { stageMessagesDeps } from '../message/stage-deps';

/** PUT /api/me/conversations/{id}/block: the caller's block of the other participant. */
export const handler = createHttpHandler(blockUserRoute, async ({ auth, path, log }) => ({
  body: await setBlock(stageMessagesDeps(log), auth.userId, path.id, true),
}));
