import { MESSAGES_TEXT } from '#shared/messages';
import { NotFoundError } from '../platform/errors';
import { roleOf, type StoredConversation } from './conversations-repo';

/**
 * The caller's side of a conversation. A missing conversation and someone else's (another
 * buyer's, another seller's, an admin's) get the same 404, so an id reveals nothing.
 */
export function ownSide(conversation: StoredConversation | undefined, userId: string) {
  const role = conversation ? roleOf(conversation, userId) : undefined;
  if (!conversation || !role) throw new NotFoundError(MESSAGES_TEXT.notFound);
  return { conversation, role };
}
