import { ownPerformanceCsvRoute } from '#shared/api/routes/own-performance-csv';
import { performanceCsv, performanceCsvName } from '#shared/performance';
import { stageDb } from '../platform/db';
import { readAccountPerformance } from '../performance/read-performance';
import { createHttpHandler } from '../http/create-handler';

/** GET /api/me/performance/csv: the seller's daily figures as a file to download. */
export const handler = createHttpHandler(ownPerformanceCsvRoute, async ({ auth, query }) => {
  const series = await readAccountPerformance({ db: stageDb() }, auth.userId, query.days);
  return {
    text: performanceCsv(series),
    headers: {
      'cache-control': 'private, no-store',
      'content-disposition': `attachment; filename="${performanceCsvName(series)}"`,
    },
  };
});
