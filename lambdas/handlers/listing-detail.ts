import { listingDetailRoute } from '#shared/api/routes/listing-detail';
import { getListingDetail } from '../listing/get-listing-detail';
import { createHttpHandler } from '../http/create-handler';
import { listingDetailReads } from '../render/listing-reads';

/** GET /api/listings/{id}: the detail page's listing and seller card, or the unavailable view. */
export const handler = createHttpHandler(listingDetailRoute, async ({ path, log }) => ({
  body: await getListingDetail(listingDetailReads(log), path.id),
  // Shared caches may keep it a minute: a sale or an edit shows within that.
  headers: { 'cache-control': 'public, max-age=60' },
}));
