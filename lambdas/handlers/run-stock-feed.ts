import { runStockFeedRoute } from '#shared/api/routes/run-stock-feed';
import { createHttpHandler } from '../http/create-handler';
import { requireTradeAccount } from '../http/trade-account';
import { runStockFeedNow } from '../import/feed/own-feed';
import { stageFeedStartDeps } from '../import/stage-deps';
import { createLogger } from '../platform/logger';

const log = createLogger({ handler: 'run-stock-feed' });

/** POST /api/me/stock-feed/runs: the dealer's Run now (decision 074). */
export const handler = createHttpHandler(runStockFeedRoute, async ({ auth }) => {
  const deps = stageFeedStartDeps(log);
  await requireTradeAccount(deps.db, auth.userId);
  return { status: 202, body: await runStockFeedNow(deps, auth.userId) };
});
