import {
  APPROVAL_STATUSES,
  LISTING_STATUSES,
  type ApprovalStatus,
  type ListingStatus,
} from '#shared/catalogue/enums';
import { oneOf, pageParam, searchOf, textParam } from '../ui/list-query';
import { pages } from '#shared/pages';

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

export const TEXT_MAX = { owner: 200, q: 100 } as const;
export const DATE_ORDER_MESSAGE = 'The start date must be on or before the end date';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const KEYS = ['status', 'approval', 'owner', 'from', 'to', 'q'] as const;

function day(value: string | null): string {
  return value && DAY.test(value) && !Number.isNaN(Date.parse(value)) ? value : '';
}

/** The filters in a URL; a value the API would refuse is left out rather than failing the page. */
export function filtersFromSearch(params: URLSearchParams): ListingFilters {
  return {
    status: oneOf(LISTING_STATUSES, params.get('status')),
    approval: oneOf(APPROVAL_STATUSES, params.get('approval')),
    owner: textParam(params, 'owner', TEXT_MAX.owner),
    from: day(params.get('from')),
    to: day(params.get('to')),
    q: textParam(params, 'q', TEXT_MAX.q),
    page: pageParam(params),
  };
}

/** The query string of these filters: empty ones and page 1 left out. */
export function searchFromFilters(filters: ListingFilters): URLSearchParams {
  return searchOf(filters, KEYS);
}

/** /admin/listings with these filters. */
export function listingsHref(filters: ListingFilters): string {
  return pages.adminListings.build({}, searchFromFilters(filters));
}

/** The created-date range in the wrong order: said under the end date, and nothing is asked. */
export function dateRangeError(filters: Pick<ListingFilters, 'from' | 'to'>): string | null {
  return filters.from && filters.to && filters.from > filters.to ? DATE_ORDER_MESSAGE : null;
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
