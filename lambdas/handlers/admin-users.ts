import { adminUsersRoute } from '#shared/api/routes/admin-users';
import { getAdminMirror } from '../admin/mirror/admin-mirror';
import { usersPage } from '../user/filter-users';
import { stageDb } from '../platform/db';
import { createHttpHandler } from '../http/create-handler';

/** GET /api/admin/users: Admin Users, filtered and paged from the users mirror. */
export const handler = createHttpHandler(adminUsersRoute, async ({ query, log }) => {
  const mirror = await getAdminMirror({ db: stageDb(), log }, 'users');
  return { body: usersPage(mirror.rows(), query) };
});
