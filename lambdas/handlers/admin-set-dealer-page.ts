import { adminSetDealerPageRoute } from '#shared/api/routes/admin-set-dealer-page';
import { moderateDealer } from '../account/dealer/moderate-dealer';
import { stageDb } from '../platform/db';
import { createHttpHandler } from '../http/create-handler';

/** PUT /api/admin/users/{id}/dealer-page: verify a dealer or hide their page, audited. */
export const handler = createHttpHandler(adminSetDealerPageRoute, async ({ auth, path, body }) => ({
  body: await moderateDealer(stageDb(), auth, path.id, body),
}));
