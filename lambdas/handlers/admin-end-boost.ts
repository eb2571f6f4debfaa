import { adminEndBoostRoute } from '#shared/api/routes/admin-end-boost';
import { endBoostEarly } from '../boost/admin/end-boost-early';
import { actorOf } from '../admin/audit/audit-repo';
import { stageDb } from '../platform/db';
import { createHttpHandler } from '../http/create-handler';

/** POST /api/admin/listings/{id}/boosts/{type}/end: ends one boost now, with a reason (audited). */
export const handler = createHttpHandler(adminEndBoostRoute, async ({ auth, path, body }) => ({
  body: await endBoostEarly({ db: stageDb() }, actorOf(auth), {
    listingId: path.id,
    type: path.type,
    reason: body.reason,
  }),
}));
