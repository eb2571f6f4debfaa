import { useState } from 'react';
import { deleteSavedSearchRoute } from '#shared/api/routes/delete-saved-search';
import { ownSavedSearchesRoute } from '#shared/api/routes/own-saved-searches';
import { updateSavedSearchRoute } from '#shared/api/routes/update-saved-search';
import type { UpdateSavedSearch } from '#shared/saved-searches';
import { callApi } from '../api/client';
import { ApiError } from '../api/fetch-json';
import { useApi } from '../api/use-api';
import { showToast } from '../ui/toast-store';
import { SAVED_SEARCHES_TEXT } from './saved-searches-copy';

/** The buyer's saved searches and the changes the page makes to them, one at a time. */
export function useSavedSearches(userId: string) {
  const list = useApi(ownSavedSearchesRoute, {}, { userId });
  const [busyId, setBusyId] = useState<string | null>(null);

  async function run(id: string, action: () => Promise<unknown>): Promise<boolean> {
    setBusyId(id);
    try {
      await action();
      await list.mutate();
      return true;
    } catch (error) {
      showToast({
        title: SAVED_SEARCHES_TEXT.changeFailed,
        ...(error instanceof ApiError ? { description: error.message } : {}),
        variant: 'destructive',
      });
      return false;
    } finally {
      setBusyId(null);
    }
  }

  return {
    items: list.data?.items ?? null,
    failed: !list.data && list.error !== undefined,
    retry: () => void list.mutate(),
    busyId,
    update: (id: string, body: UpdateSavedSearch) =>
      run(id, () => callApi(updateSavedSearchRoute, { path: { id }, body })),
    remove: (id: string) => run(id, () => callApi(deleteSavedSearchRoute, { path: { id } })),
  };
}
