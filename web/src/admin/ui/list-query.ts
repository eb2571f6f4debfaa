/**
 * The URL of an admin list (Admin Listings, Admin Users): its filters, in the API's names, are
 * the list's one source, so a reload, Back and a shared link show the same rows.
 */
type ListFilters = { page: number };

/** The highest page the admin list routes accept (their query schemas' bound). */
const MAX_PAGE = 100_000;

/** A choice from a fixed list, or '' (no filter) for anything else. */
export function oneOf<T extends string>(values: readonly T[], value: string | null): T | '' {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : '';
}

/** Free text, trimmed and cut to what the API accepts. */
export function textParam(params: URLSearchParams, key: string, max: number): string {
  return (params.get(key) ?? '').trim().slice(0, max);
}

/** A whole page number from 1, else the first page. */
export function pageParam(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1;
}

/** The query string of these filters: the ones set, in `keys` order, and the page after the first. */
export function searchOf<F extends ListFilters>(
  filters: F,
  keys: readonly (keyof F & string)[],
): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of keys) {
    const value = filters[key];
    if (value) params.set(key, String(value));
  }
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** A filter changed: back to the first page, whose rows it decides. */
export function withFilter<F extends ListFilters>(filters: F, change: Partial<F>): F {
  return { ...filters, page: 1, ...change };
}

/** Any filter other than the page in force (the list then offers to clear them). */
export function hasFilters<F extends ListFilters>(filters: F): boolean {
  return Object.entries(filters).some(([key, value]) => key !== 'page' && Boolean(value));
}
