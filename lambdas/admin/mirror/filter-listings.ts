import type { AdminListingsQuery } from '#shared/admin/listings';
import type { ListingMirrorRow, UserMirrorRow } from './mirror-rows';
import { ukDayRange } from '../../platform/uk-day';

/** Admin Listings' filters: the query without its page. */
export type ListingFilters = Omit<AdminListingsQuery, 'page'>;

/** A filter given as text, lower-cased; undefined when it is empty. */
function textOf(value: string | undefined): string | undefined {
  const text = value?.trim().toLowerCase();
  return text ? text : undefined;
}

// Lower-cased id, and title, make and model, of each row, kept on the row object under a symbol
// (never serialised): the mirror replaces a row's object when the listing changes, so a cached
// text is never stale. Computed once, a free-text search over 100,000 rows allocates nothing per
// row; a WeakMap of 100,000 entries would cost every garbage collection of the process instead.
type SearchText = { id: string; text: string; year: string };
const SEARCH_TEXT = Symbol('adminSearchText');
type SearchableRow = ListingMirrorRow & { [SEARCH_TEXT]?: SearchText };

function searchTextOf(row: ListingMirrorRow): SearchText {
  const searchable = row as SearchableRow;
  return (searchable[SEARCH_TEXT] ??= {
    id: row.id.toLowerCase(),
    text: `${row.title}\n${row.make}\n${row.model}`.toLowerCase(),
    year: String(row.year),
  });
}

/**
 * Who the owner filter names: the user with exactly that id, and every user whose full name or
 * e-mail address holds the text (any case). A listing whose owner has no profile is found by
 * the id alone.
 */
export function ownerMatcher(
  owner: string,
  users: readonly UserMirrorRow[],
): (userId: string) => boolean {
  const id = owner.trim();
  const text = id.toLowerCase();
  const named = new Set(
    users
      .filter(
        (user) =>
          user.id === id ||
          user.full_name.toLowerCase().includes(text) ||
          user.email.toLowerCase().includes(text),
      )
      .map((user) => user.id),
  );
  return (userId) => userId === id || named.has(userId);
}

/**
 * Whether the free text finds a listing: its id equal to the text or starting with it, the
 * text in its title, make or model, or its year equal to it; any case.
 */
export function textMatcher(q: string): (row: ListingMirrorRow) => boolean {
  const text = q.trim().toLowerCase();
  return (row) => {
    const search = searchTextOf(row);
    return search.id.startsWith(text) || search.text.includes(text) || search.year === text;
  };
}

/**
 * The rows the filters keep, in the order given (the mirror's: newest first). Every filter
 * given must hold; an empty one is no filter.
 */
export function filterListingRows(
  rows: readonly ListingMirrorRow[],
  users: readonly UserMirrorRow[],
  filters: ListingFilters,
): readonly ListingMirrorRow[] {
  const tests: ((row: ListingMirrorRow) => boolean)[] = [];
  if (filters.status) tests.push((row) => row.status === filters.status);
  if (filters.approval) tests.push((row) => row.approval_status === filters.approval);
  const owner = textOf(filters.owner);
  if (owner) {
    const isOwner = ownerMatcher(filters.owner!, users);
    tests.push((row) => isOwner(row.user_id));
  }
  const q = textOf(filters.q);
  if (q) tests.push(textMatcher(q));
  const created = filters.from || filters.to ? createdBetween(rows, filters) : rows;
  if (tests.length === 0) return created;
  return created.filter((row) => tests.every((test) => test(row)));
}

/**
 * The rows created within the filter's UK days. The rows are newest first by `created_at`
 * (ISO instants, which sort as they read), so the range is one slice found by two binary
 * searches rather than a test of every row.
 */
function createdBetween(
  rows: readonly ListingMirrorRow[],
  filters: Pick<ListingFilters, 'from' | 'to'>,
): readonly ListingMirrorRow[] {
  const { start, end } = ukDayRange(filters.from, filters.to);
  const startIso = Number.isFinite(start) ? new Date(start).toISOString() : '';
  const endIso = Number.isFinite(end) ? new Date(end).toISOString() : '\uffff';
  // The first row created before `at` (rows newest first).
  const firstBefore = (at: string) => {
    let low = 0;
    let high = rows.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (rows[middle]!.created_at >= at) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  return rows.slice(firstBefore(endIso), firstBefore(startIso));
}

/** One page (from 1) of rows; a page past the end is empty. */
export function pageOf<T>(rows: readonly T[], page: number, size: number): T[] {
  return rows.slice((page - 1) * size, page * size);
}
