import { listingViewsRoute } from '#shared/api/routes/listing-views';
import { incrementViews } from '../listing/listing-repo';
import { NotFoundError } from '../platform/errors';
import { LISTING_NOT_FOUND_MESSAGE } from '../listing/get-listing-detail';
import { createHttpHandler } from '../http/create-handler';
import { listingReads } from '../render/listing-reads';

/** POST /api/listings/{id}/views: one view, added atomically to a live listing; 204. */
export const handler = createHttpHandler(listingViewsRoute, async ({ path }) => {
  const counted = await incrementViews(listingReads().db, path.id);
  if (!counted) throw new NotFoundError(LISTING_NOT_FOUND_MESSAGE);
  return {};
});
