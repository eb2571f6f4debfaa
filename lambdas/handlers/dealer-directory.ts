import { dealerDirectoryRoute } from '#shared/api/routes/dealer-directory';
import { listDealers } from '../account/dealer/dealer-page';
import { stageDealerDeps } from '../account/dealer/stage-deps';
import { createHttpHandler } from '../http/create-handler';

/** GET /api/dealers: every visible dealer page, with its town and number of vans. */
export const handler = createHttpHandler(dealerDirectoryRoute, async ({ log }) => ({
  body: await listDealers(stageDealerDeps(log)),
}));
