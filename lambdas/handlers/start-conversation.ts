import { startConversationRoute } from '#shared/api/routes/start-conversation';
import { createHttpHandler } from '../http/create-handler';
import { enforceMessageLimits } from '../http/message-limits';
import { stageDb } from '../platform/db';
import { startConversation } from '../message/start-conversation';
import { stageMessagesDeps } from '../message/stage-deps';

/** POST /api/me/conversations: a signed-in buyer's enquiry, as a conversation. */
export const handler = createHttpHandler(
  startConversationRoute,
  async ({ auth, body, event, log }) => {
    await enforceMessageLimits(stageDb(), event, auth.userId);
    return {
      status: 201,
      body: await startConversation(stageMessagesDeps(log), auth, body.listing_id, body.text),
    };
  },
);
