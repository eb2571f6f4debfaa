import { randomUUID } from 'node:crypto';
import type { AdminUserRow, AdminUsersFilter, UsersExport } from '#shared/admin/users';
import type { ExportFiles } from '#lambdas/account';
import { filterUsers } from './filter-users';
import { usersCsv, usersExportFilename } from './users-csv';

/** How long the download link works: long enough to start it, short for a file of addresses. */
export const EXPORT_LINK_SECONDS = 5 * 60;
export const USERS_CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

/**
 * The users matching the Admin Users filters as a CSV file in the private exports bucket,
 * written in parts as it is made, and a short-lived link that downloads it under the
 * product's name. The key holds a random id: two exports of a day never meet.
 */
export async function exportUsers(
  deps: { files: ExportFiles; now?: () => Date },
  rows: readonly AdminUserRow[],
  filter: AdminUsersFilter,
): Promise<UsersExport> {
  const now = deps.now?.() ?? new Date();
  const users = filterUsers(rows, filter);
  const filename = usersExportFilename(now);
  const key = `users/${randomUUID()}/${filename}`;
  await deps.files.write(key, usersCsv(users), USERS_CSV_CONTENT_TYPE);
  const url = await deps.files.link(key, filename, USERS_CSV_CONTENT_TYPE, EXPORT_LINK_SECONDS);
  return {
    url,
    filename,
    count: users.length,
    expires_at: new Date(now.getTime() + EXPORT_LINK_SECONDS * 1000).toISOString(),
  };
}
