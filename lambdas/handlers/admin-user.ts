import { adminUserRoute } from '../../shared/api/routes/admin-user';
import { readAdminUser } from '../admin/users/read-user';
import { adminUsersDeps } from '../admin/users/user-stage';
import { createHttpHandler } from '../http/create-handler';

/** GET /api/admin/users/{id}: one user, their newest listings and the audit trail. */
export const handler = createHttpHandler(adminUserRoute, async ({ path, log }) => ({
  body: await readAdminUser(adminUsersDeps(log), path.id),
}));
