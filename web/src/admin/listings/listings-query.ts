import {
  APPROVAL_STATUSES,
  LISTING_STATUSES,
  type ApprovalStatus,
  type ListingStatus,
} from '../../../../shared/catalogue/enums';

/**
 * Admin Listings' filters as the URL holds them (the source of truth: a reload, Back and a
 * shared link show the same list), in the API's names: status, approval, owner, from, to, q, page.
 */
export type ListingFilters = {
  status: ListingStatus | '';
  approval: ApprovalStatus | '';
  /** A user id, or text in the owner's name or e-mail address. */
  owner: string;
  /** Created on or after (YYYY-MM-DD), and on or before `to`. */
  from: string;
  to: string;
  /** Make, model, year, title or id. */
  q: string;
  page: number;
};

export const ADMIN_LISTINGS_PATH = '/admin/listings';
export const TEXT_MAX = { owner: 200, q: 100 } as const;
export const DATE_ORDER_MESSAGE = 'The start date must be on or before the end date';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MAX_PAGE = 100_000;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | '' {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : '';
}

function day(value: string | null): string {
  return value && DAY.test(value) && !Number.isNaN(Date.parse(value)) ? value : '';
}

/** The filters in a URL; a value the API would refuse is left out rather than failing the page. */
export function filtersFromSearch(params: URLSearchParams): ListingFilters {
  const page = Number(params.get('page'));
  return {
    status: oneOf(LISTING_STATUSES, params.get('status')),
    approval: oneOf(APPROVAL_STATUSES, params.get('approval')),
    owner: (params.get('owner') ?? '').trim().slice(0, TEXT_MAX.owner),
    from: day(params.get('from')),
    to: day(params.get('to')),
    q: (params.get('q') ?? '').trim().slice(0, TEXT_MAX.q),
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
  };
}

/** The query string of these filters: empty ones and page 1 left out. */
export function searchFromFilters(filters: ListingFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['status', 'approval', 'owner', 'from', 'to', 'q'] as const) {
    if (filters[key]) params.set(key, filters[key]);
  }
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** /admin/listings with these filters. */
export function listingsHref(filters: ListingFilters): string {
  const query = searchFromFilters(filters).toString();
  return query ? `${ADMIN_LISTINGS_PATH}?${query}` : ADMIN_LISTINGS_PATH;
}

/** A filter changed: back to the first page, whose rows it decides. */
export function withFilter(
  filters: ListingFilters,
  change: Partial<ListingFilters>,
): ListingFilters {
  return { ...filters, page: 1, ...change };
}

/** The created-date range in the wrong order: said under the end date, and nothing is asked. */
export function dateRangeError(filters: Pick<ListingFilters, 'from' | 'to'>): string | null {
  return filters.from && filters.to && filters.from > filters.to ? DATE_ORDER_MESSAGE : null;
}

/** Any filter other than the page in force (the empty state then suggests clearing them). */
export function hasFilters(filters: ListingFilters): boolean {
  return Boolean(
    filters.status || filters.approval || filters.owner || filters.from || filters.to || filters.q,
  );
}

export const NO_FILTERS: ListingFilters = {
  status: '',
  approval: '',
  owner: '',
  from: '',
  to: '',
  q: '',
  page: 1,
};
