import { useState } from 'react';
import type { ModerationItem } from '#shared/admin/listings';
import { adminModerationQueueRoute } from '#shared/api/routes/admin-moderation-queue';
import { callApi } from '../../api/client';
import { useApi } from '../../api/use-api';
import { mergeQueue, pendingNow } from './queue-state';

/**
 * The moderation queue, longest waiting first: its first page through SWR (read again after
 * each admin change, and shared with the navigation's count), further pages on request, and the
 * items done on this screen left out at once rather than after the next read.
 */
export function useModerationQueue(userId: string) {
  const first = useApi(adminModerationQueueRoute, {}, { userId });
  const [more, setMore] = useState<{ items: ModerationItem[]; cursor: string | null } | null>(null);
  const [done, setDone] = useState<ReadonlySet<string>>(() => new Set());
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadMoreFailed, setLoadMoreFailed] = useState(false);

  const firstItems = first.data?.items ?? [];
  const items = mergeQueue([firstItems, more?.items ?? []], done);
  const cursor = more ? more.cursor : (first.data?.next_cursor ?? null);

  async function loadMore() {
    if (!cursor || loadingMore) return;
    setLoadingMore(true);
    setLoadMoreFailed(false);
    try {
      const page = await callApi(adminModerationQueueRoute, { query: { cursor } });
      setMore((current) => ({
        items: [...(current?.items ?? []), ...page.items],
        cursor: page.next_cursor,
      }));
    } catch {
      setLoadMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  }

  return {
    items,
    loaded: first.data !== undefined,
    failed: Boolean(first.error) && !first.data,
    retry: () => void first.mutate(),
    pending: first.data ? pendingNow(first.data.pending, firstItems, done) : null,
    hasMore: cursor !== null,
    loadingMore,
    loadMoreFailed,
    loadMore: () => void loadMore(),
    markDone: (id: string) => setDone((current) => new Set([...current, id])),
  };
}
