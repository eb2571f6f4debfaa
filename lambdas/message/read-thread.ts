import { THREAD_MESSAGE_LIMIT, type ThreadResponse } from '#shared/messages';
import { threadMessage } from './append-message';
import { conversationListings } from './conversation-listings';
import { conversationSummary } from './conversation-summary';
import {
  conversationMoved,
  getConversation,
  queryMessages,
  rowOf,
  writeRead,
  type StoredConversation,
} from './conversations-repo';
import { nowOf, type MessagesDeps } from './deps';
import { blockOf, otherParty } from './block-user';
import { ownSide } from './own-side';

const READ_ATTEMPTS = 10;

/**
 * A conversation's messages for one of its two participants, and its listing as it is now.
 * Reading it marks the reader's side read (their unread count and total drop, and the other
 * side's messages show 'Seen'): conditional on the version read, again on a newer one.
 */
export async function readThread(
  deps: MessagesDeps,
  userId: string,
  conversationId: string,
): Promise<ThreadResponse> {
  const side = ownSide(await getConversation(deps.db, conversationId), userId);
  const role = side.role;
  let conversation = side.conversation;
  const [messages, listings, blocked] = await Promise.all([
    queryMessages(deps.db, conversationId, THREAD_MESSAGE_LIMIT),
    conversationListings(deps, [
      { id: conversation.listing_id, title: conversation.listing_title },
    ]),
    blockOf(deps, userId, otherParty(conversation, role)),
  ]);
  conversation = await markRead(deps, conversation, role);
  const { unread: _unread, ...summary } = conversationSummary(
    rowOf(conversation, role),
    listings.get(conversation.listing_id),
  );
  return {
    conversation: summary,
    messages: messages.map((message) => threadMessage(message, role, conversation)),
    blocked,
  };
}

async function markRead(
  deps: MessagesDeps,
  conversation: StoredConversation,
  role: 'buyer' | 'seller',
): Promise<StoredConversation> {
  let current = conversation;
  for (let attempt = 0; attempt < READ_ATTEMPTS; attempt++) {
    const unread = role === 'buyer' ? current.buyer_unread : current.seller_unread;
    const readAt = role === 'buyer' ? current.buyer_read_at : current.seller_read_at;
    if (unread === 0 && readAt !== null && readAt >= current.last_message_at) return current;
    try {
      return await writeRead(deps.db, current, role, nowOf(deps).toISOString());
    } catch (error) {
      if (!conversationMoved(error)) throw error;
      const again = await getConversation(deps.db, current.id);
      if (!again) return current;
      current = again;
    }
  }
  // Still moving: the thread is shown; the next read marks it.
  return current;
}
