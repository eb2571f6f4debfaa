/*
 * Where each page of the history was scrolled to (docs/decisions/025-scroll-and-listing-page.md).
 * React Router's ScrollRestoration saves and restores the positions; these functions fix how it
 * tells one history entry from another, and let the layout finish a restore the page could not
 * take yet because its content was still loading.
 */

/** React Router's ScrollRestoration keeps the positions under this sessionStorage key. */
export const SCROLL_POSITIONS_KEY = 'react-router-scroll-positions';

/** React Router's key for a history entry it did not create itself. */
const UNKEYED = 'default';

/** The part of `History` that `keyHistoryEntry` uses (a fake in unit tests). */
type EntryHistory = Pick<History, 'state' | 'replaceState'>;

export function newEntryKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

/**
 * Gives the history entry the document was opened at a key of its own, before the router reads
 * it. React Router keys every entry it pushes, but an entry the browser made (a typed address, a
 * link from another site, a new tab) has no state, and the router calls each of them 'default':
 * the position saved for one such page was then restored on the next, so a page opened by a full
 * load started part way down. The key lives in the entry's state, so a reload or a return from
 * another site finds the same key and its own position.
 *
 * The entry gets the router's index (0, as the router itself would write) in the same write:
 * replacing the entry costs a slow phone several milliseconds, once here is enough.
 */
export function keyHistoryEntry(history: EntryHistory, makeKey: () => string = newEntryKey): void {
  const state: unknown = history.state;
  const fields =
    typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  const keyed = typeof fields.key === 'string' && fields.key !== '' && fields.key !== UNKEYED;
  const indexed = typeof fields.idx === 'number';
  if (keyed && indexed) return;
  history.replaceState(
    { ...fields, key: keyed ? fields.key : makeKey(), idx: indexed ? fields.idx : 0 },
    '',
  );
}

/** Made once per document: an entry the browser adds later (a plain #fragment link) is keyed by it. */
const DOCUMENT_KEY = newEntryKey();

/**
 * The key a position is saved under: the entry's own key, or for an entry the browser added
 * without state (a plain `#fragment` link such as the skip link), one that no other document
 * shares, so a position saved by an earlier visit is never restored over the jump.
 */
export function scrollKey(
  location: { key: string; pathname: string; search: string; hash: string },
  documentKey: string = DOCUMENT_KEY,
): string {
  if (location.key !== UNKEYED) return location.key;
  return `${documentKey}:${location.pathname}${location.search}${location.hash}`;
}

/** The positions saved by the previous document of this tab (React Router writes them on pagehide). */
export function parseStoredPositions(stored: string | null): Record<string, number> {
  if (!stored) return {};
  try {
    const parsed: unknown = JSON.parse(stored);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const positions: Record<string, number> = {};
    for (const [key, value] of Object.entries(parsed)) {
      if (typeof value === 'number' && Number.isFinite(value) && value >= 0) positions[key] = value;
    }
    return positions;
  } catch {
    return {};
  }
}

/**
 * Whether a saved position can be scrolled to yet: the page must be at least that far taller
 * than the window. One pixel of slack for rounded heights.
 */
export function canReach(target: number, scrollHeight: number, viewportHeight: number): boolean {
  return Math.max(0, scrollHeight - viewportHeight) >= target - 1;
}
