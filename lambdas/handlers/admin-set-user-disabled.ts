import { adminSetUserDisabledRoute } from '#shared/api/routes/admin-set-user-disabled';
import { setUserDisabled } from '../user/change-user';
import { stageAdminUsersDeps } from '../user/stage-deps';
import { createHttpHandler } from '../http/create-handler';

/** PUT /api/admin/users/{id}/disabled: the account in Cognito, the profile, then the listings. */
export const handler = createHttpHandler(
  adminSetUserDisabledRoute,
  async ({ auth, path, body, log }) => ({
    body: await setUserDisabled(
      stageAdminUsersDeps(log, { accounts: true }),
      auth,
      path.id,
      body.disabled,
    ),
  }),
);
