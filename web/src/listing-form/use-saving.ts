import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

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
