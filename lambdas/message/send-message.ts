import { MESSAGES_TEXT, type SendMessageResponse } from '#shared/messages';
import { ConflictError } from '../platform/errors';
import { appendMessage, threadMessage } from './append-message';
import { blockOf, otherParty } from './block-user';
import { getConversation } from './conversations-repo';
import type { MessagesDeps } from './deps';
import { notifyRecipient } from './notify-recipient';
import { ownSide } from './own-side';

/**
 * A participant's message in a conversation they are part of, unless either side blocked; the
 * other side is e-mailed (batched, notify-recipient.ts).
 */
export async function sendMessage(
  deps: MessagesDeps,
  userId: string,
  conversationId: string,
  text: string,
): Promise<SendMessageResponse> {
  const { conversation, role } = ownSide(await getConversation(deps.db, conversationId), userId);
  if (await blockOf(deps, userId, otherParty(conversation, role))) {
    throw new ConflictError(MESSAGES_TEXT.blocked, 'blocked');
  }
  const appended = await appendMessage(deps, conversationId, text, {
    sender: (current) => ownSide(current, userId).role,
  });
  await notifyRecipient(deps, appended.conversation, appended.message.sender);
  return {
    conversation_id: conversationId,
    message: threadMessage(appended.message, appended.message.sender, appended.conversation),
  };
}
