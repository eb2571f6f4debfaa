import { useEffect, useRef, useState } from 'react';
import { ownPaymentsRoute } from '#shared/api/routes/own-payments';
import { callApi } from '../api/client';
import { useApi } from '../api/use-api';
import { showToast } from '../ui/toast-store';
import {
  mergePayments,
  NO_MORE_PAYMENTS,
  nextPaymentsCursor,
  type MorePayments,
} from './payment-pages';
import { HISTORY_FAILED_TOAST } from './payments-copy';

/**
 * The seller's payments: the first page through SWR (cached, refreshed like any answer), the
 * pages after it through 'Load more', appended in order.
 */
export function usePaymentHistory(userId: string) {
  const first = useApi(ownPaymentsRoute, {}, { userId });
  const [more, setMore] = useState<MorePayments>(NO_MORE_PAYMENTS);

  const pages = first.data ? [first.data, ...more.pages] : [];
  const rows = first.data ? mergePayments(pages) : null;
  const cursor = nextPaymentsCursor(pages);
  const failed = !first.data && first.error !== undefined;

  // One toast each time the first page fails (SWR's own retries keep the same failure).
  const toasted = useRef(false);
  useEffect(() => {
    if (failed && !toasted.current) showToast(HISTORY_FAILED_TOAST);
    toasted.current = failed;
  }, [failed]);

  async function loadMore(): Promise<void> {
    if (!cursor || more.status === 'loading') return;
    const loaded = more.pages.length;
    setMore({ ...more, status: 'loading' });
    try {
      const page = await callApi(ownPaymentsRoute, { query: { cursor } });
      // An answer to a list refreshed meanwhile is dropped.
      setMore((state) =>
        state.pages.length === loaded ? { pages: [...state.pages, page], status: 'idle' } : state,
      );
    } catch {
      setMore((state) => (state.pages.length === loaded ? { ...state, status: 'failed' } : state));
      showToast(HISTORY_FAILED_TOAST);
    }
  }

  return {
    rows,
    failed,
    retry: () => void first.mutate(),
    hasMore: cursor !== null,
    loadingMore: more.status === 'loading',
    loadMoreFailed: more.status === 'failed',
    loadMore,
  };
}
