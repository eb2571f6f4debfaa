import { ownPerformanceRoute } from '#shared/api/routes/own-performance';
import { stageDb } from '../platform/db';
import { readAccountPerformance } from '../performance/read-performance';
import { createHttpHandler } from '../http/create-handler';

/** GET /api/me/performance: the seller's daily figures across their listings. */
export const handler = createHttpHandler(ownPerformanceRoute, async ({ auth, query }) => ({
  body: await readAccountPerformance({ db: stageDb() }, auth.userId, query.days),
  headers: { 'cache-control': 'private, no-store' },
}));
