import { adminSetUserSellerTypeRoute } from '#shared/api/routes/admin-set-user-seller-type';
import { setUserSellerType } from '../user/account-type';
import { stageAdminUsersDeps } from '../user/stage-deps';
import { createHttpHandler } from '../http/create-handler';

/** PUT /api/admin/users/{id}/seller-type: the account's type, then each of its listings. */
export const handler = createHttpHandler(
  adminSetUserSellerTypeRoute,
  async ({ auth, path, body, log }) => ({
    body: await setUserSellerType(stageAdminUsersDeps(log), auth, path.id, body.seller_type),
  }),
);
