import { adminUserRoute } from '#shared/api/routes/admin-user';
import { readAdminUser } from '../user/read-user';
import { stageAdminUsersDeps } from '../user/stage-deps';
import { createHttpHandler } from '../http/create-handler';

/** GET /api/admin/users/{id}: one user, their newest listings and the audit trail. */
export const handler = createHttpHandler(adminUserRoute, async ({ path, log }) => ({
  body: await readAdminUser(stageAdminUsersDeps(log), path.id),
}));
