import { useCallback, useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';
import { blockUserRoute } from '#shared/api/routes/block-user';
import { claimConversationsRoute } from '#shared/api/routes/claim-conversations';
import { unblockUserRoute } from '#shared/api/routes/unblock-user';
import { ownConversationRoute } from '#shared/api/routes/own-conversation';
import { ownConversationsRoute } from '#shared/api/routes/own-conversations';
import { sendMessageRoute } from '#shared/api/routes/send-message';
import { startConversationRoute } from '#shared/api/routes/start-conversation';
import { unreadMessagesRoute } from '#shared/api/routes/unread-messages';
import type { SendMessageResponse } from '#shared/messages';
import { useSession } from '../auth/session-store';
import { callApi } from './client';
import { useApi } from './use-api';

/** How often an open inbox, thread or header asks for new messages (seconds apart). */
const REFRESH_MS = 20_000;

const urlOf = (key: unknown) => (Array.isArray(key) && typeof key[0] === 'string' ? key[0] : '');
const INBOX_URL = '/api/me/conversations';
const isInboxOrCount = (key: unknown) => {
  const url = urlOf(key);
  return (
    url === INBOX_URL || url.startsWith(`${INBOX_URL}?`) || url.startsWith('/api/me/messages/')
  );
};
const isMessagesKey = (key: unknown) => isInboxOrCount(key) || urlOf(key).startsWith(INBOX_URL);

/** Asks again for every messages answer (inbox, threads, count): after sending one. */
export function useRefreshMessages() {
  const { mutate } = useSWRConfig();
  return useCallback(() => void mutate(isMessagesKey), [mutate]);
}

/**
 * Asks again for the inbox and the header's count only: after a thread is read (which marks it
 * read), without asking for the thread again.
 */
export function useRefreshInbox() {
  const { mutate } = useSWRConfig();
  return useCallback(() => void mutate(isInboxOrCount), [mutate]);
}

/** The signed-in user's count of unread messages, for the header; nothing signed out. */
export function useUnreadMessages(): number {
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.user.id : undefined;
  const { data } = useApi(unreadMessagesRoute, {}, { userId, refreshInterval: REFRESH_MS });
  return data?.unread ?? 0;
}

/** The first page of the inbox (the page asks for more with `loadMoreConversations`). */
export function useInbox(userId: string) {
  return useApi(ownConversationsRoute, {}, { userId, refreshInterval: REFRESH_MS });
}

export function loadMoreConversations(cursor: string) {
  return callApi(ownConversationsRoute, { query: { cursor } });
}

/** One conversation; reading it marks it read, so the inbox and count are asked again after. */
export function useThread(userId: string, conversationId: string | undefined) {
  return useApi(ownConversationRoute, conversationId ? { path: { id: conversationId } } : null, {
    userId,
    refreshInterval: REFRESH_MS,
  });
}

export function sendMessage(conversationId: string, text: string): Promise<SendMessageResponse> {
  return callApi(sendMessageRoute, { path: { id: conversationId }, body: { text } });
}

/** A signed-in buyer's enquiry: the conversation about the listing, started or continued. */
export function startConversation(listingId: string, text: string): Promise<SendMessageResponse> {
  return callApi(startConversationRoute, { body: { listing_id: listingId, text } });
}

/**
 * The sign-in claim: conversations started signed out with this account's address move into
 * its inbox. Called when someone signs in on this page (the session goes from signed out to
 * signed in), not on every page load of a kept session: a claim finds something only after a
 * signed-out enquiry, which a sign-in follows, and a call per page load ran into the claim's
 * rate limit for anyone browsing a while. Mounted in the site's frame.
 */
export function useConversationsClaim(): void {
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.user.id : undefined;
  const wasSignedOut = useRef(false);
  const refresh = useRefreshMessages();
  if (session.status === 'signed-out') wasSignedOut.current = true;
  useEffect(() => {
    if (!userId || !wasSignedOut.current) return;
    wasSignedOut.current = false;
    callApi(claimConversationsRoute)
      .then(({ claimed }) => {
        if (claimed > 0) refresh();
      })
      .catch(() => {
        // Left for the next sign-in: the markers stay until claimed.
      });
  }, [userId, refresh]);
}

/** Blocks (or unblocks) the other participant of a conversation. */
export function setBlocked(conversationId: string, blocked: boolean) {
  const input = { path: { id: conversationId } };
  return blocked ? callApi(blockUserRoute, input) : callApi(unblockUserRoute, input);
}
