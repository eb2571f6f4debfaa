import { sellerStatsRoute } from '#shared/api/routes/seller-stats';
import { stageDb } from '../platform/db';
import { getSellerEnquiries } from '../enquiry/enquiries-repo';
import { queryOwnerListingStates } from '../listing/owner-index';
import { sellerStats } from '../enquiry/seller-stats';
import { createHttpHandler } from '../http/create-handler';

/**
 * GET /api/me/listings/stats: the signed-in seller's dashboard: their own listings by state and
 * their enquiries, read by the token's user id only (no parameter names another seller).
 */
export const handler = createHttpHandler(sellerStatsRoute, async ({ auth }) => {
  const db = stageDb();
  const [listings, enquiries] = await Promise.all([
    queryOwnerListingStates(db, auth.userId),
    getSellerEnquiries(db, auth.userId),
  ]);
  return { body: sellerStats(listings, enquiries) };
});
