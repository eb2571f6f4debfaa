import { LISTING_ID_PATTERN, RECENTLY_VIEWED_LIMIT } from '#shared/compare';
import { useCallback, useMemo } from 'react';
import { readStored, useStoredSelection, writeStored } from './browser-storage';

/** The vans this browser opened last, newest first, kept on the device (decision 062). */
export const RECENTLY_VIEWED_KEY = 'vanyard:recently-viewed';

/** The stored ids as written by this store; anything else is dropped, never more than 12. */
export function parseRecentlyViewed(raw: string | null): string[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const ids = value.filter(
    (id): id is string => typeof id === 'string' && LISTING_ID_PATTERN.test(id),
  );
  return [...new Set(ids)].slice(0, RECENTLY_VIEWED_LIMIT);
}

/** The van first, once, and the oldest beyond twelve forgotten. */
export function withViewed(ids: string[], id: string): string[] {
  return [id, ...ids.filter((other) => other !== id)].slice(0, RECENTLY_VIEWED_LIMIT);
}

export function recordRecentlyViewed(id: string): void {
  const before = readStored(RECENTLY_VIEWED_KEY);
  const after = JSON.stringify(withViewed(parseRecentlyViewed(before), id));
  if (after !== before) writeStored(RECENTLY_VIEWED_KEY, after);
}

/** Forgets vans the site says are no longer available (sold, withdrawn, removed). */
export function forgetRecentlyViewed(gone: readonly string[]): void {
  if (gone.length === 0) return;
  const before = parseRecentlyViewed(readStored(RECENTLY_VIEWED_KEY));
  const after = before.filter((id) => !gone.includes(id));
  if (after.length !== before.length) writeStored(RECENTLY_VIEWED_KEY, JSON.stringify(after));
}

/**
 * The stored ids to show, leaving out `except` (the van on screen): null on the server, in the
 * hydration render and when there is none. Recording the van on screen changes nothing shown,
 * so it renders nothing again.
 */
export function useRecentlyViewed(except?: string): string[] | null {
  const select = useCallback(
    (raw: string | null) => {
      const ids = parseRecentlyViewed(raw).filter((id) => id !== except);
      return ids.length > 0 ? ids.join(',') : null;
    },
    [except],
  );
  const shown = useStoredSelection(RECENTLY_VIEWED_KEY, select);
  return useMemo(() => (shown === null ? null : shown.split(',')), [shown]);
}
