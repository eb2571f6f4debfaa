import { useState } from 'react';
import type { ReportedListing } from '#shared/reports';
import { adminReportsRoute } from '#shared/api/routes/admin-reports';
import { callApi } from '../../api/client';
import { useApi } from '../../api/use-api';

/**
 * The reports queue, newest report first: its first page through SWR, further pages on
 * request, and the listings dealt with on this screen left out at once.
 */
export function useReportQueue(userId: string) {
  const first = useApi(adminReportsRoute, {}, { userId });
  const [more, setMore] = useState<{ items: ReportedListing[]; cursor: string | null } | null>(
    null,
  );
  const [done, setDone] = useState<ReadonlySet<string>>(() => new Set());
  const [loadingMore, setLoadingMore] = useState(false);

  const seen = new Set<string>();
  const items = [...(first.data?.items ?? []), ...(more?.items ?? [])].filter((item) => {
    if (done.has(item.listing.id) || seen.has(item.listing.id)) return false;
    seen.add(item.listing.id);
    return true;
  });
  const cursor = more ? more.cursor : (first.data?.cursor ?? null);

  async function loadMore() {
    if (!cursor || loadingMore) return;
    setLoadingMore(true);
    try {
      const page = await callApi(adminReportsRoute, { query: { cursor } });
      setMore((current) => ({
        items: [...(current?.items ?? []), ...page.items],
        cursor: page.cursor,
      }));
    } finally {
      setLoadingMore(false);
    }
  }

  return {
    items,
    loaded: first.data !== undefined,
    failed: Boolean(first.error) && !first.data,
    retry: () => void first.mutate(),
    hasMore: cursor !== null,
    loadingMore,
    loadMore: () => void loadMore().catch(() => undefined),
    markDone: (id: string) => {
      setDone((current) => new Set([...current, id]));
      // The first page again: the navigation's count (its open_listings) drops with it.
      void first.mutate();
    },
  };
}
