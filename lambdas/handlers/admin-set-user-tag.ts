import { adminSetUserTagRoute } from '#shared/api/routes/admin-set-user-tag';
import { setUserTag } from '../user/change-user';
import { stageAdminUsersDeps } from '../user/stage-deps';
import { createHttpHandler } from '../http/create-handler';

/** PUT /api/admin/users/{id}/tag: regular, scraped or none, with its audit entry. */
export const handler = createHttpHandler(
  adminSetUserTagRoute,
  async ({ auth, path, body, log }) => ({
    body: await setUserTag(stageAdminUsersDeps(log), auth, path.id, body.tag),
  }),
);
