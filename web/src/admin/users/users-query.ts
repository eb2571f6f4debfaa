import { USER_TAG_CHOICES, type UserTagChoice } from '#shared/admin/users';
import { USER_ROLES, type UserRole } from '#shared/catalogue/enums';
import { oneOf, pageParam, searchOf, textParam } from '../ui/list-query';
import { pages } from '#shared/pages';

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

export const USERS_TEXT_MAX = 100;
const KEYS = ['role', 'tag', 'q'] as const;

/** The filters in a URL; a value the API would refuse is left out rather than failing the page. */
export function userFiltersFromSearch(params: URLSearchParams): UserFilters {
  return {
    role: oneOf(USER_ROLES, params.get('role')),
    tag: oneOf(USER_TAG_CHOICES, params.get('tag')),
    q: textParam(params, 'q', USERS_TEXT_MAX),
    page: pageParam(params),
  };
}

/** The query string of these filters: empty ones and page 1 left out. */
export function searchFromUserFilters(filters: UserFilters): URLSearchParams {
  return searchOf(filters, KEYS);
}

/** /admin/users with these filters. */
export function usersHref(filters: UserFilters): string {
  return pages.adminUsers.build({}, searchFromUserFilters(filters));
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
