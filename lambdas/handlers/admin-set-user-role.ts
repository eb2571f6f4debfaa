import { adminSetUserRoleRoute } from '#shared/api/routes/admin-set-user-role';
import { setUserRole } from '../user/change-user';
import { stageAdminUsersDeps } from '../user/stage-deps';
import { createHttpHandler } from '../http/create-handler';

/** PUT /api/admin/users/{id}/role: the Cognito admin group, then the profile and audit entry. */
export const handler = createHttpHandler(
  adminSetUserRoleRoute,
  async ({ auth, path, body, log }) => ({
    body: await setUserRole(stageAdminUsersDeps(log, { accounts: true }), auth, path.id, body.role),
  }),
);
