import { ownListingRoute } from '#shared/api/routes/own-listing';
import { stageDb } from '../platform/db';
import { readOwnListing } from '../listing/read-own-listing';
import { createHttpHandler } from '../http/create-handler';

/** GET /api/me/listings/{id}: one of the signed-in seller's listings, in any state. */
export const handler = createHttpHandler(ownListingRoute, async ({ auth, path }) => ({
  body: await readOwnListing({ db: stageDb() }, auth.userId, path.id),
  headers: { 'cache-control': 'private, no-store' },
}));
