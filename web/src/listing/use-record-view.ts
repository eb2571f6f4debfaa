import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { recordView } from '../api/use-listing-detail';

/**
 * Visits already counted, by history entry and listing. Module-level rather than a ref so that
 * StrictMode's second mount and any remount of the page within the same visit find it.
 */
const counted = new Set<string>();

/** POST /views once per visit, only once the URL is canonical; failures are silent. */
export function useRecordView(listingId: string, enabled: boolean): void {
  const { key } = useLocation();
  useEffect(() => {
    if (!enabled) return;
    const visit = `${key}:${listingId}`;
    if (counted.has(visit)) return;
    counted.add(visit);
    recordView(listingId).catch(() => {
      // A lost view is not worth troubling the visitor with.
    });
  }, [enabled, key, listingId]);
}
