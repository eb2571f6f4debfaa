import { useState } from 'react';
import { ownStockFeedRoute } from '#shared/api/routes/own-stock-feed';
import { removeStockFeedRoute } from '#shared/api/routes/remove-stock-feed';
import { runStockFeedRoute } from '#shared/api/routes/run-stock-feed';
import { setStockFeedRoute } from '#shared/api/routes/set-stock-feed';
import type { SetStockFeed } from '#shared/stock-feed';
import { callApi } from '../api/client';
import { ApiError } from '../api/fetch-json';
import { useApi } from '../api/use-api';
import { showToast } from '../ui/toast-store';
import { STOCK_FEED_TEXT as TEXT } from './stock-feed-copy';

/** The dealer's feed and runs, and the page's changes to them (one at a time). */
export function useStockFeed(userId: string) {
  const feed = useApi(ownStockFeedRoute, {}, { userId });
  const [busy, setBusy] = useState<'save' | 'remove' | 'run' | null>(null);

  async function act(kind: 'remove' | 'run', action: () => Promise<unknown>, done: string) {
    setBusy(kind);
    try {
      await action();
      showToast({ title: done });
      await feed.mutate();
    } catch (error) {
      showToast({
        title: TEXT.changeFailed,
        ...(error instanceof ApiError ? { description: error.message } : {}),
        variant: 'destructive',
      });
    } finally {
      setBusy(null);
    }
  }

  return {
    data: feed.data ?? null,
    /** 403 (a private account) is an answer the page shows, not a failure to retry. */
    refused:
      feed.error instanceof ApiError && feed.error.status === 403 ? feed.error.message : null,
    failed: !feed.data && feed.error !== undefined,
    retry: () => void feed.mutate(),
    refresh: () => void feed.mutate(),
    busy,
    /** Saves the address; a refusal is thrown for the form to show on its field. */
    save: async (body: SetStockFeed) => {
      setBusy('save');
      try {
        const answer = await callApi(setStockFeedRoute, { body });
        await feed.mutate(answer, { revalidate: false });
        showToast({ title: TEXT.saved });
      } finally {
        setBusy(null);
      }
    },
    remove: () => act('remove', () => callApi(removeStockFeedRoute, {}), TEXT.removed),
    run: () => act('run', () => callApi(runStockFeedRoute, {}), TEXT.started),
  };
}
