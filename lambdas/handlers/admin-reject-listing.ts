import { adminRejectListingRoute } from '#shared/api/routes/admin-reject-listing';
import { rejectListing } from '../listing/admin/moderate-listing';
import { env } from '../config';
import { actorOf } from '../admin/audit/audit-repo';
import { stageDb } from '../platform/db';
import { createHttpHandler } from '../http/create-handler';
import { sendMail } from '../mail/mailer';

/** POST /api/admin/listings/{id}/reject: rejected with a reason, which is mailed to the seller. */
export const handler = createHttpHandler(
  adminRejectListingRoute,
  async ({ auth, path, body, log }) => ({
    body: await rejectListing(
      { db: stageDb(), sendMail, siteOrigin: env.siteOrigin, log },
      actorOf(auth),
      path.id,
      body,
    ),
  }),
);
