import { ownStockFeedRoute } from '#shared/api/routes/own-stock-feed';
import { createHttpHandler } from '../http/create-handler';
import { requireTradeAccount } from '../http/trade-account';
import { ownStockFeed } from '../import/feed/own-feed';
import { stageDb } from '../platform/db';

/** GET /api/me/stock-feed: the dealer's feed and its newest runs (decision 074). */
export const handler = createHttpHandler(ownStockFeedRoute, async ({ auth }) => {
  const db = stageDb();
  await requireTradeAccount(db, auth.userId);
  return { body: await ownStockFeed(db, auth.userId) };
});
