import type { ConversationListingState } from '#shared/messages';
import type { ToastInput } from '../ui/toast-store';

/** The Messages pages' words (issue 34; not in the specification). */
export const MESSAGES_COPY = {
  heading: 'Messages',
  metaDescription: 'Your conversations with buyers and sellers on VanYard.',
  lead: 'Conversations about vans, as a buyer and as a seller.',
  loading: 'Loading messages...',
  loadFailed: 'Could not load your messages',
  threadFailed: 'Could not load this conversation',
  empty:
    'No messages yet. When you message a seller about a van, or a buyer messages you, the conversation appears here.',
  browse: 'Browse vans',
  choose: 'Choose a conversation to read it.',
  back: 'All messages',
  more: 'Show older conversations',
  you: 'You',
  seen: 'Seen',
  sent: 'Sent',
  yourMessage: 'Your message',
  send: 'Send',
  sending: 'Sending...',
  sendFailed: 'Your message could not be sent',
  viewAdvert: 'View advert',
  asBuyer: 'You are buying',
  asSeller: 'Your van',
  conversationsLabel: 'Conversations',
  messagesLabel: 'Messages in this conversation',
  warningHeading: 'Be careful with this message',
  block: 'Block this user',
  unblock: 'Unblock',
  blockFailed: 'Could not change the block',
  blockedByMe: 'You have blocked this user: neither of you can send messages here.',
  blockedByThem: 'You cannot send messages in this conversation.',
  safety:
    'Keep the conversation on VanYard, see the van before you pay, and never pay by bank transfer to someone you have not met.',
} as const;

/** The listing's state as the inbox and the thread say it; nothing while it is for sale. */
export const LISTING_STATE_TEXT: Record<ConversationListingState, string | null> = {
  live: null,
  sold: 'Sold',
  expired: 'Expired',
  gone: 'No longer listed',
};

export const MESSAGES_SIGNED_OUT_TOAST: ToastInput = { title: 'Sign in to see your messages' };

/** 'Message from Sam: ...' for the screen reader's name of an inbox entry. */
export function unreadText(count: number): string {
  return count === 1 ? '1 new message' : `${count} new messages`;
}
