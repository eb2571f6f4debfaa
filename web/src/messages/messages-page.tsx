import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { replyStatsText, type ConversationSummary } from '#shared/messages';
import { pages } from '#shared/pages';
import { SignedInPage } from '../auth/signed-in-page';
import {
  loadMoreConversations,
  useInbox,
  useRefreshInbox,
  useRefreshMessages,
  useThread,
} from '../api/use-messages';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { PageShell } from '../ui/page-shell';
import { RetryAlert } from '../ui/retry-alert';
import { SKELETON } from '../ui/styles';
import { textLinkClass } from '../ui/text-link';
import { InboxList } from './inbox-list';
import { MESSAGES_COPY as COPY, MESSAGES_SIGNED_OUT_TOAST } from './messages-copy';
import { ThreadPane } from './thread-pane';

/**
 * /messages and /messages/{id}: the inbox beside the open conversation from 768 px; below it a
 * two-step view, the inbox alone at /messages and the conversation alone (with a link back) at
 * /messages/{id}.
 */
export function MessagesPage() {
  const { conversationId } = useParams();
  return (
    <SignedInPage copy={COPY} signedOutToast={MESSAGES_SIGNED_OUT_TOAST}>
      {(user) => <Messages userId={user.id} conversationId={conversationId} />}
    </SignedInPage>
  );
}

function Messages({ userId, conversationId }: { userId: string; conversationId?: string }) {
  const inbox = useInbox(userId);
  const [more, setMore] = useState<{ items: ConversationSummary[]; cursor: string | null }>();
  const [loadingMore, setLoadingMore] = useState(false);
  const items = [...(inbox.data?.items ?? []), ...(more?.items ?? [])];
  const cursor = more ? more.cursor : (inbox.data?.next_cursor ?? null);
  const open = Boolean(conversationId);

  async function loadMore() {
    if (!cursor) return;
    setLoadingMore(true);
    try {
      const page = await loadMoreConversations(cursor);
      setMore({ items: [...(more?.items ?? []), ...page.items], cursor: page.next_cursor });
    } finally {
      setLoadingMore(false);
    }
  }

  return (
    <PageShell
      trail={[{ label: 'Dashboard', href: pages.dashboard.build() }, { label: COPY.heading }]}
      title={COPY.heading}
      lead={COPY.lead}
    >
      {inbox.data?.reply_stats ? (
        <p className="mt-3 text-sm text-muted" data-testid="reply-stats">
          {replyStatsText(inbox.data.reply_stats)}
        </p>
      ) : null}
      <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-6 md:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <div className={open ? 'hidden md:block' : ''} data-testid="inbox-pane">
          {inbox.error !== undefined && !inbox.data ? (
            <RetryAlert message={COPY.loadFailed} onRetry={() => void inbox.mutate()} />
          ) : !inbox.data ? (
            <div aria-busy="true" aria-label={COPY.loading} className={`h-64 ${SKELETON}`} />
          ) : items.length === 0 ? (
            <Card>
              <p>{COPY.empty}</p>
              <Button href={pages.usedVans.build()} className="mt-4">
                {COPY.browse}
              </Button>
            </Card>
          ) : (
            <InboxList
              items={items}
              selectedId={conversationId}
              hasMore={cursor !== null}
              loadingMore={loadingMore}
              onMore={() => void loadMore()}
            />
          )}
        </div>
        <div className={open ? '' : 'hidden md:block'} data-testid="thread-pane">
          {conversationId ? (
            <>
              <Link
                to={pages.messages.build()}
                className={textLinkClass({ className: 'mb-3 inline-block md:hidden' })}
              >
                ← {COPY.back}
              </Link>
              <OpenThread userId={userId} conversationId={conversationId} />
            </>
          ) : (
            <Card>
              <p className="text-muted">{COPY.choose}</p>
            </Card>
          )}
        </div>
      </div>
    </PageShell>
  );
}

function OpenThread({ userId, conversationId }: { userId: string; conversationId: string }) {
  const thread = useThread(userId, conversationId);
  const refresh = useRefreshMessages();
  const refreshInbox = useRefreshInbox();
  const readUpTo = thread.data?.conversation.last_message_at;
  // Reading marked the thread read: the inbox's and the header's counts follow.
  useEffect(() => {
    if (readUpTo) refreshInbox();
  }, [readUpTo, refreshInbox]);
  if (thread.error !== undefined && !thread.data) {
    return <RetryAlert message={COPY.threadFailed} onRetry={() => void thread.mutate()} />;
  }
  if (!thread.data) {
    return <div aria-busy="true" aria-label={COPY.loading} className={`h-64 ${SKELETON}`} />;
  }
  return <ThreadPane key={conversationId} thread={thread.data} onSent={refresh} />;
}
