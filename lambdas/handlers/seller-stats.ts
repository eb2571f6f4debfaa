import { sellerStatsRoute } from '../../shared/api/routes/seller-stats';
import { queryOwnerListingStates } from '../data/owner-listings';
import { sellerStats } from '../domain/seller-stats';
import { createHttpHandler } from '../http/create-handler';
import { stageDb } from '../data/db';

/** GET /api/me/listings/stats: the signed-in seller's active and boosted listings. */
export const handler = createHttpHandler(sellerStatsRoute, async ({ auth }) => {
  const listings = await queryOwnerListingStates(stageDb(), auth.userId);
  return { body: sellerStats(listings) };
});
