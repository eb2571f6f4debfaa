import { setStockFeedRoute } from '#shared/api/routes/set-stock-feed';
import { env } from '../config';
import { createHttpHandler } from '../http/create-handler';
import { requireTradeAccount } from '../http/trade-account';
import { setStockFeed } from '../import/feed/own-feed';
import { stageDb } from '../platform/db';

/** PUT /api/me/stock-feed: sets or changes the dealer's feed address (decision 074). */
export const handler = createHttpHandler(setStockFeedRoute, async ({ auth, body }) => {
  const db = stageDb();
  await requireTradeAccount(db, auth.userId);
  return {
    body: await setStockFeed(db, auth.userId, body, new Date(), env.importImageHosts),
  };
});
