import { sendMessageRoute } from '#shared/api/routes/send-message';
import { createHttpHandler } from '../http/create-handler';
import { enforceMessageLimits } from '../http/message-limits';
import { stageDb } from '../platform/db';
import { sendMessage } from '../message/send-message';
import { stageMessagesDeps } from '../message/stage-deps';

/** POST /api/me/conversations/{id}/messages: a participant's message. */
export const handler = createHttpHandler(
  sendMessageRoute,
  async ({ auth, path, body, event, log }) => {
    await enforceMessageLimits(stageDb(), event, auth.userId);
    return {
      status: 201,
      body: await sendMessage(stageMessagesDeps(log), auth.userId, path.id, body.text),
    };
  },
);
