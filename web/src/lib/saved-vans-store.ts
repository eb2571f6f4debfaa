import { useMemo } from 'react';
import { browserSavedVanSchema, SAVED_VANS_LIMIT, type BrowserSavedVan } from '#shared/saved-vans';
import { readStored, useStoredValue, writeStored } from './browser-storage';

/**
 * The vans saved in this browser while signed out, newest first (decision 064). On sign-in
 * they move into the account and this list is cleared.
 */
export const SAVED_VANS_STORAGE_KEY = 'vanyard:saved-vans';

/** A van saved in this browser: its title too, so /saved can name it while it loads. */
export type BrowserSavedEntry = BrowserSavedVan & { title: string };

export type SaveToggle = 'added' | 'removed' | 'full';

/**
 * The stored list as this store wrote it: anything else (another version's shape, an edit by
 * hand, a repeat) is dropped rather than trusted, and never more than the account's limit.
 */
export function parseBrowserSaved(raw: string | null): BrowserSavedEntry[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const entries: BrowserSavedEntry[] = [];
  for (const item of value) {
    const parsed = browserSavedVanSchema.safeParse(item);
    const title = (item as { title?: unknown } | null)?.title;
    if (!parsed.success || typeof title !== 'string' || seen.has(parsed.data.id)) continue;
    seen.add(parsed.data.id);
    entries.push({ ...parsed.data, title: title.slice(0, 200) });
  }
  return entries.slice(0, SAVED_VANS_LIMIT);
}

/** Saves the van first in the list, or takes it out when it is in; refused once full. */
export function toggleBrowserSaved(
  entries: BrowserSavedEntry[],
  van: BrowserSavedEntry,
): { outcome: SaveToggle; entries: BrowserSavedEntry[] } {
  if (entries.some((entry) => entry.id === van.id)) {
    return { outcome: 'removed', entries: entries.filter((entry) => entry.id !== van.id) };
  }
  if (entries.length >= SAVED_VANS_LIMIT) return { outcome: 'full', entries };
  return { outcome: 'added', entries: [van, ...entries] };
}

export function readBrowserSaved(): BrowserSavedEntry[] {
  return parseBrowserSaved(readStored(SAVED_VANS_STORAGE_KEY));
}

function save(entries: BrowserSavedEntry[]): void {
  writeStored(SAVED_VANS_STORAGE_KEY, JSON.stringify(entries));
}

/** Toggles the van in this browser's list and says what happened. */
export function toggleStoredSaved(van: Omit<BrowserSavedEntry, 'saved_at'>): SaveToggle {
  const result = toggleBrowserSaved(readBrowserSaved(), {
    ...van,
    saved_at: new Date().toISOString(),
  });
  if (result.outcome !== 'full') save(result.entries);
  return result.outcome;
}

export function removeStoredSaved(id: string): void {
  save(readBrowserSaved().filter((entry) => entry.id !== id));
}

/** After the sign-in merge: the vans the account now holds leave the browser. */
export function forgetStoredSaved(ids: readonly string[]): void {
  const keep = readBrowserSaved().filter((entry) => !ids.includes(entry.id));
  save(keep);
}

/**
 * This browser's saved vans for rendering: empty on the server and in the hydration render
 * (the server cannot know them), the stored ones afterwards.
 */
export function useBrowserSaved(): BrowserSavedEntry[] {
  const raw = useStoredValue(SAVED_VANS_STORAGE_KEY);
  return useMemo(() => parseBrowserSaved(raw), [raw]);
}

/**
 * This tab's copy of the signed-in buyer's saved ids (sessionStorage, cleared with the tab):
 * a page loaded afresh presses its hearts from it as soon as it has hydrated, instead of
 * waiting for the session to load and the ids to come back (decision 064). The account's answer
 * replaces it; it is only ever shown while the session is loading or for the same user.
 */
export const ACCOUNT_SAVED_IDS_KEY = 'vanyard:account-saved-van-ids';

export type KeptAccountIds = { user: string; ids: string[] };

/** The kept copy as written below; anything else is dropped rather than trusted. */
export function parseKeptAccountIds(raw: string | null): KeptAccountIds | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as { user?: unknown; ids?: unknown };
    if (typeof value.user !== 'string' || !Array.isArray(value.ids)) return null;
    const ids = value.ids.filter((id): id is string => typeof id === 'string');
    return { user: value.user, ids: ids.slice(0, SAVED_VANS_LIMIT) };
  } catch {
    return null;
  }
}

/** Keeps the account's ids for this tab; `user` null forgets them (a sign-out). */
export function keepAccountSavedIds(user: string | null, ids: readonly string[] = []): void {
  const value = user === null ? '' : JSON.stringify({ user, ids });
  // Every heart on the page keeps the same answer: written once, not once a heart.
  if (readStored(ACCOUNT_SAVED_IDS_KEY, 'session') === value) return;
  writeStored(ACCOUNT_SAVED_IDS_KEY, value, 'session');
}

/** The kept copy for rendering: null on the server and in the hydration render. */
export function useKeptAccountIds(): KeptAccountIds | null {
  const raw = useStoredValue(ACCOUNT_SAVED_IDS_KEY, 'session');
  return useMemo(() => parseKeptAccountIds(raw), [raw]);
}
