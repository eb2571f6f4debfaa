import { MESSAGES_TEXT, type SendMessageResponse } from '#shared/messages';
import { NotFoundError } from '../platform/errors';
import { appendMessage, threadMessage } from './append-message';
import { roleOf, type StoredConversation } from './conversations-repo';
import type { MessagesDeps } from './deps';

/**
 * The caller's side of a conversation. A missing conversation and someone else's (another
 * buyer's, another seller's, an admin's) get the same 404, so an id reveals nothing.
 */
export function ownSide(conversation: StoredConversation | undefined, userId: string) {
  const role = conversation ? roleOf(conversation, userId) : undefined;
  if (!conversation || !role) throw new NotFoundError(MESSAGES_TEXT.notFound);
  return { conversation, role };
}

/** A participant's message in a conversation they are part of. */
export async function sendMessage(
  deps: MessagesDeps,
  userId: string,
  conversationId: string,
  text: string,
): Promise<SendMessageResponse> {
  const appended = await appendMessage(deps, conversationId, text, {
    sender: (conversation) => ownSide(conversation, userId).role,
  });
  return {
    conversation_id: conversationId,
    message: threadMessage(appended.message, appended.message.sender, appended.conversation),
  };
}
