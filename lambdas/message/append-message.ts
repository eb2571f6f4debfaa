import { createHash, randomUUID } from 'node:crypto';
import { messagePreview, type ConversationRole, type ThreadMessage } from '#shared/messages';
import { ConflictError } from '../platform/errors';
import {
  conversationMoved,
  getConversation,
  otherRole,
  writeMessage,
  type StoredConversation,
  type StoredMessage,
} from './conversations-repo';
import { nowOf, type MessagesDeps } from './deps';

/** Sends after another message moved the conversation on first; beyond this it is a 409. */
const SEND_ATTEMPTS = 25;

export const CONVERSATION_BUSY_MESSAGE =
  'So many messages are arriving in this conversation that yours could not be added. Please send it again.';

/**
 * One conversation per listing and buyer: its id is a hash of the two, so a second enquiry
 * about the same van continues the first conversation, and two sent at once cannot make two.
 */
export function conversationIdFor(listingId: string, buyerKey: string): string {
  return createHash('sha256').update(`${listingId}\n${buyerKey}`).digest('hex').slice(0, 32);
}

/** The key of a signed-in buyer, or of a signed-out one by their address. */
export const buyerKeyOf = (buyer: { userId: string } | { email: string }) =>
  'userId' in buyer ? `user:${buyer.userId}` : `email:${buyer.email.trim().toLowerCase()}`;

/** What a new conversation starts with: who it is between and about which listing. */
export type NewConversation = Omit<
  StoredConversation,
  | 'last_message_at'
  | 'last_message_preview'
  | 'last_sender'
  | 'buyer_unread'
  | 'seller_unread'
  | 'buyer_read_at'
  | 'seller_read_at'
  | 'version'
>;

/** A millisecond after `iso`, so two messages never share a time (nor an inbox row key). */
const after = (iso: string) => new Date(Date.parse(iso) + 1).toISOString();

/** The conversation once `sender` has sent a message at `sentAt`. */
export function withMessage(
  previous: StoredConversation | undefined,
  start: NewConversation,
  sender: ConversationRole,
  text: string,
  sentAt: string,
): StoredConversation {
  const base: StoredConversation = previous ?? {
    ...start,
    // The conversation starts with its first message, whatever the caller's clock said.
    created_at: sentAt,
    last_message_at: sentAt,
    last_message_preview: '',
    last_sender: sender,
    buyer_unread: 0,
    seller_unread: 0,
    buyer_read_at: null,
    seller_read_at: null,
    version: 0,
  };
  const recipient = otherRole(sender);
  return {
    ...base,
    last_message_at: sentAt,
    last_message_preview: messagePreview(text),
    last_sender: sender,
    // Whoever writes has read the thread: their count clears, the other side's grows by one.
    [`${sender}_unread`]: 0,
    [`${sender}_read_at`]: sentAt,
    [`${recipient}_unread`]: (recipient === 'buyer' ? base.buyer_unread : base.seller_unread) + 1,
    ...(sender === 'seller' && !base.seller_first_reply_at
      ? { seller_first_reply_at: sentAt }
      : {}),
    version: base.version + 1,
  };
}

export type Appended = {
  conversation: StoredConversation;
  message: StoredMessage;
  created: boolean;
};

/**
 * Adds a message to a conversation, creating it from `start` when there is none yet. `sender`
 * says which side writes, from the conversation as read (and throws when the caller may not
 * write in it). Every write is conditional on the conversation's version; one that lost a race
 * reads the item again, is checked again and is sent again.
 */
export async function appendMessage(
  deps: MessagesDeps,
  conversationId: string,
  text: string,
  options: {
    sender: (conversation: StoredConversation | undefined) => ConversationRole;
    start?: NewConversation;
  },
): Promise<Appended> {
  for (let attempt = 0; attempt < SEND_ATTEMPTS; attempt++) {
    const previous = await getConversation(deps.db, conversationId);
    const sender = options.sender(previous);
    if (!previous && !options.start) throw new Error('appendMessage: no conversation to add to');
    const now = nowOf(deps).toISOString();
    const sentAt =
      previous && previous.last_message_at >= now ? after(previous.last_message_at) : now;
    const next = withMessage(previous, options.start!, sender, text, sentAt);
    const message: StoredMessage = {
      id: (deps.newId ?? randomUUID)(),
      conversation_id: conversationId,
      sender,
      text,
      sent_at: sentAt,
    };
    try {
      await writeMessage(deps.db, previous, next, message);
      return { conversation: next, message, created: !previous };
    } catch (error) {
      if (!conversationMoved(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * (1 + attempt)));
    }
  }
  throw new ConflictError(CONVERSATION_BUSY_MESSAGE, 'conversation_busy');
}

/** A message as its reader sees it: theirs or not, and whether the other side has read it. */
export function threadMessage(
  message: StoredMessage,
  viewer: ConversationRole,
  conversation: Pick<StoredConversation, 'buyer_read_at' | 'seller_read_at'>,
): ThreadMessage {
  const otherReadAt = viewer === 'buyer' ? conversation.seller_read_at : conversation.buyer_read_at;
  const fromMe = message.sender === viewer;
  return {
    id: message.id,
    from_me: fromMe,
    text: message.text,
    sent_at: message.sent_at,
    seen: fromMe && otherReadAt !== null && otherReadAt >= message.sent_at,
  };
}
