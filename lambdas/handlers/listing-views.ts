import { listingViewsRoute } from '#shared/api/routes/listing-views';
import { incrementViews } from '../listing/listing-repo';
import { NotFoundError } from '../platform/errors';
import { LISTING_NOT_FOUND_MESSAGE } from '../listing/get-listing-detail';
import { createHttpHandler } from '../http/create-handler';
import { listingReads } from '../render/listing-reads';
import { recordActivity } from '../performance/activity-counter';

/**
 * POST /api/listings/{id}/views: one view, added atomically to a live listing, and to its
 * day's figures at the container's next flush (decision 073); 204.
 */
export const handler = createHttpHandler(listingViewsRoute, async ({ path, log }) => {
  const { db } = listingReads();
  const record = recordActivity(db, log);
  const counted = await incrementViews(db, path.id, (sellerId) =>
    record([{ metric: 'views', listingId: path.id, sellerId }]),
  );
  if (!counted) throw new NotFoundError(LISTING_NOT_FOUND_MESSAGE);
  return {};
});
