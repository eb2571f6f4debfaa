import { ownListingsRoute } from '#shared/api/routes/own-listings';
import { stageDb } from '../platform/db';
import { listOwnListings } from '../listing/list-own-listings';
import { createHttpHandler } from '../http/create-handler';

/** GET /api/me/listings: a page of the signed-in seller's active or sold listings. */
export const handler = createHttpHandler(ownListingsRoute, async ({ auth, query }) => ({
  body: await listOwnListings({ db: stageDb() }, auth.userId, query),
  headers: { 'cache-control': 'private, no-store' },
}));
