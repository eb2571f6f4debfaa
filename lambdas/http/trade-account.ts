import { FEED_MESSAGES } from '#shared/stock-feed';
import { isTradeAccount } from '../import/feed/own-feed';
import type { Db } from '../platform/db';
import { forbidden } from './http-error';

/** The stock feed's routes are a trade account's (decision 074): 403 for a private seller. */
export async function requireTradeAccount(db: Db, userId: string): Promise<void> {
  if (!(await isTradeAccount(db, userId))) throw forbidden(FEED_MESSAGES.tradeOnly);
}
