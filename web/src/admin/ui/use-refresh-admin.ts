import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

/** SWR keys of the admin API's answers (lists, one listing or user, the queue, the figures). */
export function isAdminKey(key: unknown): boolean {
  const url = Array.isArray(key) ? key[0] : key;
  return typeof url === 'string' && /^\/api\/admin\//.test(url);
}

/**
 * The admin lists are read from each container's mirror, which catches up with a write within
 * about a second (docs/admin.md): after a change the lists are read again at once and once more
 * after this.
 */
export const MIRROR_CATCH_UP_MS = 1500;

/**
 * Marks every cached admin answer stale after a change, so each screen (and the pending count
 * in the navigation) reads again: a listing approved here leaves the queue there.
 */
export function useRefreshAdmin(): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await mutate(isAdminKey).catch(() => undefined);
  }, [mutate]);
}

/** useRefreshAdmin, and the same again once the mirrors have caught up with the change. */
export function useRefreshAdminAfterChange(): () => Promise<void> {
  const refreshAdmin = useRefreshAdmin();
  return useCallback(async () => {
    setTimeout(() => void refreshAdmin(), MIRROR_CATCH_UP_MS);
    await refreshAdmin();
  }, [refreshAdmin]);
}
