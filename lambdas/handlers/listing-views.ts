import { incrementViews } from '../data/listings-repo';
import { NotFoundError } from '../domain/errors';
import { LISTING_NOT_FOUND_MESSAGE } from '../domain/listing-detail';
import { createHttpHandler } from '../http/create-handler';
import { listingIdPathSchema } from '../http/listing-id';
import { listingReads } from '../data/listing-reads';

/** POST /api/listings/{id}/views: one view, added atomically to a live listing; 204. */
export const handler = createHttpHandler({
  name: 'listing-views',
  auth: 'public',
  path: listingIdPathSchema,
  handle: async ({ path }) => {
    const counted = await incrementViews(listingReads().db, path.id);
    if (!counted) throw new NotFoundError(LISTING_NOT_FOUND_MESSAGE);
    return { status: 204 };
  },
});
