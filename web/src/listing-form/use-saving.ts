import { useCallback, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';

/**
 * A save that runs once at a time: a second click while the first request is on its way does
 * nothing (the ref answers before React has rendered the busy state).
 */
export function useSaving() {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (save: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await save();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, run };
}

/** SWR keys of the seller's listings (My Listings pages, one listing, the dashboard figures). */
export function isOwnListingKey(key: unknown): boolean {
  const url = Array.isArray(key) ? key[0] : key;
  return typeof url === 'string' && /^\/api\/me\/listings(?:[/?]|$)/.test(url);
}

/** Marks every cached answer about the seller's listings stale after a save. */
export function useRefreshOwnListings(): () => void {
  const { mutate } = useSWRConfig();
  return useCallback(() => {
    mutate(isOwnListingKey).catch(() => undefined);
  }, [mutate]);
}
