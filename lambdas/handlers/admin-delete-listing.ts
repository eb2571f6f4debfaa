import { adminDeleteListingRoute } from '#shared/api/routes/admin-delete-listing';
import { adminDeleteListing } from '../listing/admin/delete-listing';
import { actorOf } from '../admin/audit/audit-repo';
import { stageOwnListingDeps } from '../listing/stage-deps';
import { markListingPaymentsDeleted } from '../payment/listing-payments';
import { createHttpHandler } from '../http/create-handler';

/** DELETE /api/admin/listings/{id}: the listing and what belongs to it; 404 once gone. */
export const handler = createHttpHandler(adminDeleteListingRoute, async ({ auth, path, log }) => {
  await adminDeleteListing(
    { ...stageOwnListingDeps(log), markPaymentsDeleted: markListingPaymentsDeleted },
    actorOf(auth),
    path.id,
  );
  return {};
});
