import { Link } from 'react-router-dom';
import { formatLongDate, formatLondonTime } from '#shared/format';
import type { ConversationSummary } from '#shared/messages';
import { pages } from '#shared/pages';
import { Button } from '../ui/button';
import { Badge } from '../ui/badge';
import { ListingFacts, ListingPhoto } from './listing-thumb';
import { MESSAGES_COPY as COPY, unreadText } from './messages-copy';

type InboxListProps = {
  items: readonly ConversationSummary[];
  selectedId?: string;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
};

/** When the last message came: its time today, else its day. */
export function whenText(iso: string, now = new Date()): string {
  const day = formatLongDate(iso);
  return day === formatLongDate(now.toISOString()) ? formatLondonTime(iso) : day;
}

/** The conversations, newest message first, each a link to its thread. */
export function InboxList({ items, selectedId, hasMore, loadingMore, onMore }: InboxListProps) {
  return (
    <nav aria-label={COPY.conversationsLabel}>
      <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
        {items.map((item) => {
          const selected = item.id === selectedId;
          return (
            <li key={item.id}>
              <Link
                to={pages.messageThread.build({ conversationId: item.id })}
                aria-current={selected ? 'page' : undefined}
                data-testid="conversation-link"
                className={`flex gap-3 p-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-700 ${selected ? 'bg-brand-50' : ''}`}
              >
                <ListingPhoto listing={item.listing} size="h-16 w-16" />
                <span className="min-w-0 flex-1">
                  <span className="flex items-baseline justify-between gap-2">
                    <span
                      className={`truncate ${item.unread > 0 ? 'font-bold' : 'font-semibold'} text-ink`}
                    >
                      {item.other_name}
                    </span>
                    <span className="shrink-0 text-xs text-muted">
                      {whenText(item.last_message_at)}
                    </span>
                  </span>
                  <span className="block truncate text-sm text-ink">{item.listing.title}</span>
                  <span className="mt-0.5 block text-sm">
                    <ListingFacts listing={item.listing} />
                  </span>
                  <span className="mt-1 flex items-center justify-between gap-2">
                    <span className="truncate text-sm text-muted">
                      {item.last_from_me ? `${COPY.you}: ` : ''}
                      {item.last_message_preview}
                    </span>
                    {item.unread > 0 ? (
                      <Badge tone="info">
                        <span aria-hidden="true">{item.unread}</span>
                        <span className="sr-only">{unreadText(item.unread)}</span>
                      </Badge>
                    ) : null}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      {hasMore ? (
        <Button
          variant="secondary"
          size="sm"
          className="mt-3"
          disabled={loadingMore}
          onClick={onMore}
        >
          {COPY.more}
        </Button>
      ) : null}
    </nav>
  );
}
