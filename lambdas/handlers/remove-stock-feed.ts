import { removeStockFeedRoute } from '#shared/api/routes/remove-stock-feed';
import { createHttpHandler } from '../http/create-handler';
import { requireTradeAccount } from '../http/trade-account';
import { removeStockFeed } from '../import/feed/own-feed';
import { stageDb } from '../platform/db';

/** DELETE /api/me/stock-feed: no more runs; listings and runs stay (decision 074). */
export const handler = createHttpHandler(removeStockFeedRoute, async ({ auth }) => {
  const db = stageDb();
  await requireTradeAccount(db, auth.userId);
  await removeStockFeed(db, auth.userId);
  return {};
});
