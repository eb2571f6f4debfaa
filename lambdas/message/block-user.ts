import type { BlockResponse } from '#shared/messages';
import { nowOf, type MessagesDeps } from './deps';
import {
  getConversation,
  otherRole,
  participantId,
  type StoredConversation,
} from './conversations-repo';
import { blockBetween, deleteBlock, putBlock } from './blocks-repo';
import { ownSide } from './own-side';

/**
 * Who the other side of a conversation is, for blocks: their user id, or a signed-out buyer's
 * address (so their next enquiry from the form is held back too).
 */
export function otherParty(conversation: StoredConversation, role: 'buyer' | 'seller'): string {
  return participantId(conversation, otherRole(role)) ?? `guest:${conversation.buyer_email ?? ''}`;
}

/** Whether either side of a conversation has blocked the other, seen from `userId`'s side. */
export function blockOf(deps: MessagesDeps, userId: string, otherId: string) {
  return blockBetween(deps.db, userId, otherId);
}

/**
 * Blocks (or unblocks) the other participant of a conversation the caller is part of: no more
 * messages either way while it holds. The caller names a conversation, never a user id, so a
 * block reveals nobody's id.
 */
export async function setBlock(
  deps: MessagesDeps,
  userId: string,
  conversationId: string,
  blocked: boolean,
): Promise<BlockResponse> {
  const { conversation, role } = ownSide(await getConversation(deps.db, conversationId), userId);
  const other = otherParty(conversation, role);
  if (blocked) await putBlock(deps.db, userId, other, nowOf(deps).toISOString());
  else await deleteBlock(deps.db, userId, other);
  return { blocked };
}
