import {
  FILTERS_STORAGE_KEY,
  FROM_BREADCRUMB_KEY,
  FROM_BREADCRUMB_MS,
} from '#shared/search/constants';
import { filtersToQuery, searchFiltersSchema, type SearchFilters } from '#shared/search/filters';

/** A step of a search's breadcrumb trail (the results page's and a listing's). */
export type Crumb = {
  label: string;
  href: string;
  /** Links to make and model pages clear the saved filters (followBreadcrumb). */
  kind: 'home' | 'root' | 'make' | 'model' | 'location';
};

/** A crumb as the kit's Breadcrumbs takes it. */
export type CrumbLink = { label: string; href: string; onFollow: (() => void) | undefined };

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Browser storage that never throws: private modes and disabled storage throw even on access,
 * and the search must still work (the state is then simply not remembered).
 */
function storageOf(kind: 'sessionStorage' | 'localStorage'): KeyValueStorage | undefined {
  try {
    return window[kind];
  } catch {
    return undefined;
  }
}

function attempt(action: () => void): void {
  try {
    action();
  } catch {
    // Not remembered; nothing else to do.
  }
}

const session = () => storageOf('sessionStorage');
const local = () => storageOf('localStorage');

/**
 * Saves the applied filter set under vanFilters, for the next visit in this tab. The page of results is not
 * part of the filter state. The URL stays the source of truth; the saved set is for pages that
 * lead back to a search.
 */
export function saveFilters(filters: SearchFilters, storage = session()): void {
  const { page: _page, ...state } = filters;
  attempt(() => storage?.setItem(FILTERS_STORAGE_KEY, JSON.stringify(state)));
}

/** The saved filter set, checked with the search schema; undefined when absent or unreadable. */
export function readSavedFilters(storage = session()): SearchFilters | undefined {
  let saved: unknown;
  try {
    saved = JSON.parse(storage?.getItem(FILTERS_STORAGE_KEY) ?? 'null');
  } catch {
    return undefined;
  }
  if (!saved || typeof saved !== 'object') return undefined;
  const parsed = searchFiltersSchema().safeParse(
    Object.fromEntries(filtersToQuery(saved as SearchFilters)),
  );
  return parsed.success ? parsed.data : undefined;
}

export function clearSavedFilters(storage = session()): void {
  attempt(() => storage?.removeItem(FILTERS_STORAGE_KEY));
}

/**
 * A breadcrumb to a make or model page clears the saved filters and leaves the short-lived
 * fromBreadcrumb flag, removed again after 2 seconds.
 */
export function followBreadcrumb(
  sessionStore = session(),
  localStore = local(),
  schedule: (run: () => void, ms: number) => unknown = setTimeout,
): void {
  clearSavedFilters(sessionStore);
  attempt(() => localStore?.setItem(FROM_BREADCRUMB_KEY, 'true'));
  schedule(() => attempt(() => localStore?.removeItem(FROM_BREADCRUMB_KEY)), FROM_BREADCRUMB_MS);
}

/** A search trail as breadcrumb links: following a make or model crumb clears the saved filters. */
export function breadcrumbLinks(trail: readonly Crumb[]): CrumbLink[] {
  return trail.map(({ label, href, kind }) => ({
    label,
    href,
    onFollow: kind === 'make' || kind === 'model' ? () => followBreadcrumb() : undefined,
  }));
}
