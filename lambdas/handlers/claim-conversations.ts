import { claimConversationsRoute } from '#shared/api/routes/claim-conversations';
import { createHttpHandler } from '../http/create-handler';
import { claimConversations } from '../message/claim-conversations';
import { stageMessagesDeps } from '../message/stage-deps';

/** POST /api/me/messages/claim: the signed-out enquiries of the token's own address. */
export const handler = createHttpHandler(claimConversationsRoute, async ({ auth, log }) => ({
  body: await claimConversations(stageMessagesDeps(log), auth),
}));
