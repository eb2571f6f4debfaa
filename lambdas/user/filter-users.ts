import {
  ADMIN_USERS_PAGE_SIZE,
  type AdminUserRow,
  type AdminUsersFilter,
  type AdminUsersPage,
  type AdminUsersQuery,
} from '#shared/admin/users';

/** Digits only, so '07700 900123' finds '07700900123' and the other way round. */
const digits = (text: string) => text.replace(/\D/g, '');

/**
 * Whether a user matches the Admin Users filters: the role, the tag ('none': untagged) and
 * text found, whatever its case, in the name, e-mail address, location, phone or id.
 */
export function userMatcher(filter: AdminUsersFilter): (row: AdminUserRow) => boolean {
  const text = filter.q?.trim().toLowerCase() ?? '';
  const phoneText = digits(text);
  // A query of digits and phone punctuation only is also looked for in the phone's digits.
  const phoneLike = phoneText.length > 0 && /^[\d\s()+-]+$/.test(text);
  return (row) => {
    if (filter.role && row.role !== filter.role) return false;
    if (filter.tag && (row.tag ?? 'none') !== filter.tag) return false;
    if (!text) return true;
    return (
      row.full_name.toLowerCase().includes(text) ||
      row.email.toLowerCase().includes(text) ||
      row.location.toLowerCase().includes(text) ||
      row.id.toLowerCase().includes(text) ||
      (row.phone_number?.toLowerCase().includes(text) ?? false) ||
      (phoneLike && digits(row.phone_number ?? '').includes(phoneText))
    );
  };
}

/** The users matching the filters, in the order given (the mirror's: newest first). */
export function filterUsers(
  rows: readonly AdminUserRow[],
  filter: AdminUsersFilter,
): AdminUserRow[] {
  return rows.filter(userMatcher(filter));
}

/** One page of Admin Users: the matches on it, how many match ('Showing X') and of how many. */
export function usersPage(rows: readonly AdminUserRow[], query: AdminUsersQuery): AdminUsersPage {
  const matched = filterUsers(rows, query);
  const start = (query.page - 1) * ADMIN_USERS_PAGE_SIZE;
  return {
    rows: matched.slice(start, start + ADMIN_USERS_PAGE_SIZE),
    matched: matched.length,
    total: rows.length,
    page: query.page,
    page_size: ADMIN_USERS_PAGE_SIZE,
  };
}
