import type { ConversationListing, ConversationSummary } from '#shared/messages';
import type { InboxRow } from './conversations-repo';

/** An inbox row as its owner sees it, with its listing as it is now. */
export function conversationSummary(
  row: InboxRow,
  listing: ConversationListing | undefined,
): ConversationSummary {
  return {
    id: row.conversation_id,
    role: row.role,
    other_name: row.other_name,
    listing: listing ?? { id: row.listing_id, title: row.listing_title, state: 'gone', card: null },
    last_message_at: row.last_message_at,
    last_message_preview: row.last_message_preview,
    last_from_me: row.last_sender === row.role,
    unread: row.unread,
  };
}
