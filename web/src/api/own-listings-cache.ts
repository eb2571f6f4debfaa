import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

/**
 * Whether an SWR key is one of the seller's own-listings answers: a page of either tab
 * (/api/me/listings?tab=…) or one listing (/api/me/listings/{id}). useApi keys protected
 * routes as [url, userId] (web/src/api/use-api.ts).
 */
export function isOwnListingsKey(key: unknown): boolean {
  const url = Array.isArray(key) ? (key[0] as unknown) : key;
  return typeof url === 'string' && /^\/api\/me\/listings(?:[/?]|$)/.test(url);
}

/**
 * Asks SWR again for every own-listings answer it holds: both tabs' pages and any one listing.
 * Whatever changes a seller's listings calls it (marking sold; the CSV import when it lands).
 */
export function useRefreshOwnListings(): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    try {
      await mutate(isOwnListingsKey);
    } catch {
      // A failed refresh shows as a load failure of the page that asked.
    }
  }, [mutate]);
}
