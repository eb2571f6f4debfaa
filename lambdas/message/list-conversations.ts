import { INBOX_PAGE_SIZE, replyStats, type InboxResponse } from '#shared/messages';
import { conversationListings } from './conversation-listings';
import { conversationSummary } from './conversation-summary';
import { getReplyCounts, getUnreadTotal, queryInbox } from './conversations-repo';
import type { MessagesDeps } from './deps';

/**
 * One page of the caller's inbox, newest last message first: one Query of their inbox rows and
 * a GetItem each of their unread total and reply counts, whatever the number of conversations;
 * the listings' cards from the search index.
 */
export async function listConversations(
  deps: MessagesDeps,
  userId: string,
  cursor?: string,
): Promise<InboxResponse> {
  const [page, unreadTotal, replies] = await Promise.all([
    queryInbox(deps.db, userId, INBOX_PAGE_SIZE, cursor),
    getUnreadTotal(deps.db, userId),
    getReplyCounts(deps.db, userId),
  ]);
  const listings = await conversationListings(
    deps,
    page.rows.map((row) => ({ id: row.listing_id, title: row.listing_title })),
  );
  return {
    items: page.rows.map((row) => conversationSummary(row, listings.get(row.listing_id))),
    next_cursor: page.nextCursor,
    unread_total: unreadTotal,
    reply_stats: replyStats(replies),
  };
}
