import { marketValuationRoute } from '#shared/api/routes/market-valuation';
import { env } from '../config';
import { s3 } from '../platform/s3';
import { marketEstimate } from '../search/market-estimate';
import { createHttpHandler } from '../http/create-handler';
import { getSearchIndex } from '../search/projection/search-index-provider';
import { stageDb } from '../platform/db';

/** GET /api/valuations/market: asking prices of comparable live vans, for the valuation page. */
export const handler = createHttpHandler(marketValuationRoute, async ({ query, log }) => {
  const index = await getSearchIndex({
    db: stageDb(),
    s3: s3(),
    bucket: env.searchBucket,
    log,
  });
  return {
    body: marketEstimate(index, query),
    // Asking prices move slowly: a shared cache may keep an answer five minutes.
    headers: { 'cache-control': 'public, max-age=300' },
  };
});
