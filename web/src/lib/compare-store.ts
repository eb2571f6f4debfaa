import { COMPARE_LIMIT, LISTING_ID_PATTERN } from '#shared/compare';
import { readStored, useStoredValue, writeStored } from './browser-storage';

/** The vans this browser is comparing, kept on the device (decision 062). */
export const COMPARE_STORAGE_KEY = 'vanyard:compare';

/** A van picked to compare: its title too, so the 'remove one' choice can name it. */
export type CompareEntry = { id: string; title: string };

export type CompareToggle =
  | { outcome: 'added' | 'removed'; entries: CompareEntry[] }
  /** Already four: nothing changes until the buyer removes one. */
  | { outcome: 'full'; entries: CompareEntry[] };

const isEntry = (value: unknown): value is CompareEntry =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as CompareEntry).id === 'string' &&
  LISTING_ID_PATTERN.test((value as CompareEntry).id) &&
  typeof (value as CompareEntry).title === 'string';

/**
 * The stored list as written by this store: anything else (another version's shape, an edit
 * by hand, a repeat) is dropped rather than trusted, and never more than four are kept.
 */
export function parseCompareEntries(raw: string | null): CompareEntry[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const entries: CompareEntry[] = [];
  for (const item of value) {
    if (!isEntry(item) || seen.has(item.id)) continue;
    seen.add(item.id);
    entries.push({ id: item.id, title: item.title.slice(0, 200) });
  }
  return entries.slice(0, COMPARE_LIMIT);
}

/** Adds the van, or takes it out when it is in; a fifth is refused ('full'). */
export function toggleCompare(entries: CompareEntry[], entry: CompareEntry): CompareToggle {
  if (entries.some((e) => e.id === entry.id)) {
    return { outcome: 'removed', entries: entries.filter((e) => e.id !== entry.id) };
  }
  if (entries.length >= COMPARE_LIMIT) return { outcome: 'full', entries };
  return { outcome: 'added', entries: [...entries, entry] };
}

export function readCompareEntries(): CompareEntry[] {
  return parseCompareEntries(readStored(COMPARE_STORAGE_KEY));
}

function save(entries: CompareEntry[]): void {
  writeStored(COMPARE_STORAGE_KEY, JSON.stringify(entries));
}

/** Toggles the van in the stored list and says what happened. */
export function toggleStoredCompare(entry: CompareEntry): CompareToggle['outcome'] {
  const result = toggleCompare(readCompareEntries(), entry);
  if (result.outcome !== 'full') save(result.entries);
  return result.outcome;
}

export function removeStoredCompare(id: string): void {
  save(readCompareEntries().filter((entry) => entry.id !== id));
}

/**
 * The stored list for rendering: empty on the server and in the hydration render (the server
 * cannot know this browser's list), the stored one afterwards.
 */
export function useCompareEntries(): CompareEntry[] {
  const raw = useStoredValue(COMPARE_STORAGE_KEY);
  return parseCompareEntries(raw);
}
