import { reportListingRoute } from '#shared/api/routes/report-listing';
import { env } from '../config';
import { clientKey } from '../http/client-key';
import { createHttpHandler } from '../http/create-handler';
import { reportListing } from '../listing/reports/report-listing';
import { stageDb } from '../platform/db';
import { sendMail } from '../mail/mailer';

/**
 * POST /api/listings/{id}/reports: a buyer's report, once per client (the same hashed key the
 * rate limit counts under), signed in or not. The report that hides the listing mails its seller.
 */
export const handler = createHttpHandler(
  reportListingRoute,
  async ({ path, body, event, log }) => ({
    status: 201,
    body: await reportListing(
      { db: stageDb(), sendMail, siteOrigin: env.siteOrigin, log },
      path.id,
      clientKey(event, reportListingRoute.rateLimit.scope, env.stage),
      body,
    ),
  }),
);
