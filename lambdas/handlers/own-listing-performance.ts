import { ownListingPerformanceRoute } from '#shared/api/routes/own-listing-performance';
import { stageDb } from '../platform/db';
import { readListingPerformance } from '../performance/read-performance';
import { createHttpHandler } from '../http/create-handler';

/** GET /api/me/listings/{id}/performance: the owner's daily figures of one listing. */
export const handler = createHttpHandler(
  ownListingPerformanceRoute,
  async ({ auth, path, query }) => ({
    body: await readListingPerformance({ db: stageDb() }, auth.userId, path.id, query.days),
    headers: { 'cache-control': 'private, no-store' },
  }),
);
