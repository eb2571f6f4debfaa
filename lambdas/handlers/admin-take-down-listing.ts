import { adminTakeDownListingRoute } from '#shared/api/routes/admin-take-down-listing';
import { takeDownListing } from '../listing/reports/take-down-listing';
import { env } from '../config';
import { actorOf } from '../admin/audit/audit-repo';
import { stageDb } from '../platform/db';
import { createHttpHandler } from '../http/create-handler';
import { sendMail } from '../mail/mailer';

/** POST /api/admin/listings/{id}/reports/take-down: rejected with a reason, reports closed. */
export const handler = createHttpHandler(
  adminTakeDownListingRoute,
  async ({ auth, path, body, log }) => ({
    body: await takeDownListing(
      { db: stageDb(), sendMail, siteOrigin: env.siteOrigin, log },
      actorOf(auth),
      path.id,
      body,
    ),
  }),
);
