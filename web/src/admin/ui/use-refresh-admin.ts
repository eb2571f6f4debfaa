import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

/** SWR keys of the admin API's answers (lists, one listing or user, the queue, the figures). */
export function isAdminKey(key: unknown): boolean {
  const url = Array.isArray(key) ? key[0] : key;
  return typeof url === 'string' && /^\/api\/admin\//.test(url);
}

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
