import { renewListingByLinkRoute } from '#shared/api/routes/renew-listing-by-link';
import { createHttpHandler } from '../http/create-handler';
import { redeemRenewalLink } from '../listing/expiry/redeem-renewal-link';
import { stageSigningKey } from '../saved-search/stage-deps';
import { stageDb } from '../platform/db';

/** POST /api/listing-renewals: renews the listing a reminder e-mail's signed link names, once. */
export const handler = createHttpHandler(renewListingByLinkRoute, async ({ body }) => ({
  body: await redeemRenewalLink({ db: stageDb(), signingKey: stageSigningKey }, body.token),
}));
