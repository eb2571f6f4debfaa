import { USER_TAG_CHOICES, type UserTagChoice } from '../../../../shared/admin/users';
import { USER_ROLES, type UserRole } from '../../../../shared/catalogue/enums';

/**
 * Admin Users' filters as the URL holds them (the source of truth: a reload, Back and a shared
 * link show the same list), in the API's names: role, tag, q, page.
 */
export type UserFilters = {
  role: UserRole | '';
  tag: UserTagChoice | '';
  /** Name, e-mail address, location, phone or id. */
  q: string;
  page: number;
};

export const ADMIN_USERS_PATH = '/admin/users';
export const USERS_TEXT_MAX = 100;
const MAX_PAGE = 100_000;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | '' {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : '';
}

/** The filters in a URL; a value the API would refuse is left out rather than failing the page. */
export function userFiltersFromSearch(params: URLSearchParams): UserFilters {
  const page = Number(params.get('page'));
  return {
    role: oneOf(USER_ROLES, params.get('role')),
    tag: oneOf(USER_TAG_CHOICES, params.get('tag')),
    q: (params.get('q') ?? '').trim().slice(0, USERS_TEXT_MAX),
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
  };
}

/** The query string of these filters: empty ones and page 1 left out. */
export function searchFromUserFilters(filters: UserFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['role', 'tag', 'q'] as const) {
    if (filters[key]) params.set(key, filters[key]);
  }
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** /admin/users with these filters. */
export function usersHref(filters: UserFilters): string {
  const query = searchFromUserFilters(filters).toString();
  return query ? `${ADMIN_USERS_PATH}?${query}` : ADMIN_USERS_PATH;
}

/** A filter changed: back to the first page, whose rows it decides. */
export function withUserFilter(filters: UserFilters, change: Partial<UserFilters>): UserFilters {
  return { ...filters, page: 1, ...change };
}

export function hasUserFilters(filters: UserFilters): boolean {
  return Boolean(filters.role || filters.tag || filters.q);
}

/** The export's body: the filters in force, without the page (every matching user). */
export function exportFilter(filters: UserFilters): {
  role?: UserRole;
  tag?: UserTagChoice;
  q?: string;
} {
  return {
    ...(filters.role ? { role: filters.role } : {}),
    ...(filters.tag ? { tag: filters.tag } : {}),
    ...(filters.q ? { q: filters.q } : {}),
  };
}
