import { useEffect, useRef, useState } from 'react';
import { ownListingsRoute } from '#shared/api/routes/own-listings';
import type { OwnListingRow, OwnListingTab } from '#shared/own-listings';
import { callApi } from '../api/client';
import { useRefreshOwnListings } from '../api/own-listings-cache';
import { useApi } from '../api/use-api';
import { showToast } from '../ui/toast-store';
import {
  appendPage,
  mergeRows,
  nextCursor,
  noMorePages,
  patchRow,
  type MorePages,
} from './listing-pages';
import { MY_LISTINGS_TEXT } from './my-listings-copy';
import { stockQueryOf, type StockSearch } from './stock-search';

export const LOAD_FAILED_TOAST = {
  title: MY_LISTINGS_TEXT.loadFailed,
  description: 'Please check your connection and try again.',
  variant: 'destructive',
} as const;

/**
 * One tab of My Listings with its search, sort and filters: the first page through SWR (so it
 * is cached and refreshed like any other answer), the pages after it through 'Load more',
 * appended in order.
 */
export function useOwnListings(tab: OwnListingTab, userId: string, search: StockSearch) {
  // The state filter is the Active tab's (the toolbar shows it there only).
  const query = { tab, ...stockQueryOf(tab === 'sold' ? { ...search, state: undefined } : search) };
  const view = JSON.stringify(query);
  // The previous view's answer stays while this one loads, so the tab counts do not blink.
  const first = useApi(ownListingsRoute, { query }, { userId, keepPreviousData: true });
  const [stored, setMore] = useState<MorePages>(() => noMorePages(view));
  const more = stored.view === view ? stored : noMorePages(view);
  const refreshAll = useRefreshOwnListings();
  // The rows shown are this view's, not the previous view's that SWR keeps while this one
  // loads (isLoading: no answer of this view's yet); the counts may be the previous view's.
  const firstPage = first.data?.tab === tab && !first.isLoading ? first.data : undefined;
  const pages = firstPage ? [firstPage, ...more.pages] : [];
  const rows = firstPage ? mergeRows(pages) : null;
  const cursor = nextCursor(pages);
  const failed = !firstPage && first.error !== undefined;

  // One toast each time the first page fails (SWR's own retries keep the same failure).
  const toasted = useRef(false);
  useEffect(() => {
    if (failed && !toasted.current) showToast(LOAD_FAILED_TOAST);
    toasted.current = failed;
  }, [failed]);

  /**
   * Loads the next page and appends it; `onAdded` hears the ids of the rows it adds just before
   * they are shown (to move the focus to the first).
   */
  async function loadMore(onAdded?: (ids: string[]) => void): Promise<void> {
    if (!cursor || more.status === 'loading') return;
    const askedFrom = { view, loaded: more.pages.length };
    setMore({ ...more, status: 'loading' });
    try {
      const page = await callApi(ownListingsRoute, { query: { ...query, cursor } });
      const known = new Set(rows?.map((row) => row.id));
      onAdded?.(page.items.map((row) => row.id).filter((id) => !known.has(id)));
      setMore((state) => appendPage(state, askedFrom, page));
    } catch {
      setMore((state) =>
        state.view === askedFrom.view && state.pages.length === askedFrom.loaded
          ? { ...state, status: 'failed' }
          : state,
      );
      showToast(LOAD_FAILED_TOAST);
    }
  }

  /** Starts again from the first page of each tab, with fresh counts. */
  async function refresh(): Promise<void> {
    setMore(noMorePages(view));
    await refreshAll();
  }

  /** Shows a change of one row at once, wherever it was loaded; the server's answer follows. */
  function patch(id: string, change: Partial<OwnListingRow>): void {
    setMore((state) => ({ ...state, pages: patchRow(state.pages, id, change) }));
    void first.mutate((data) => (data ? patchRow([data], id, change)[0] : data), {
      revalidate: false,
    });
  }

  return {
    rows,
    patch,
    counts: first.data?.counts ?? null,
    /** How many of the tab's listings the search and filters match, once known. */
    matched: firstPage?.matched ?? null,
    loading: !firstPage && !failed,
    failed,
    retry: () => void first.mutate(),
    hasMore: cursor !== null,
    loadingMore: more.status === 'loading',
    loadMoreFailed: more.status === 'failed',
    loadMore,
    refresh,
  };
}

export type OwnListingsState = ReturnType<typeof useOwnListings>;
