import { isIP } from 'node:net';
import {
  FEED_MESSAGES,
  STOCK_FEED_LIMITS,
  type OwnStockFeed,
  type SetStockFeed,
  type StockFeedRun,
} from '#shared/stock-feed';
import { accountSellerType } from '#lambdas/account';
import type { Db } from '../../platform/db';
import { ConflictError, NotFoundError, RuleViolationError } from '../../platform/errors';
import { isPublicAddress } from '../public-address';
import { deleteFeed, getFeed, newestRuns, putFeedUrl, runView } from './feed-repo';
import { startFeedRun, type StartFeedDeps } from './start-feed-run';

/*
 * The dealer's side of the stock feed (decision 074): read, set, remove, Run now. Trade accounts
 * only (the handlers answer 403 otherwise, from `isTradeAccount`). Each caller reaches only their
 * own feed: the feed and its runs are keyed by the caller's id.
 */

export async function isTradeAccount(db: Db, userId: string): Promise<boolean> {
  return (await accountSellerType(db, userId)) === 'trade_dealer';
}

export async function ownStockFeed(db: Db, userId: string): Promise<OwnStockFeed> {
  const [feed, runs] = await Promise.all([
    getFeed(db, userId),
    newestRuns(db, userId, STOCK_FEED_LIMITS.runsShown),
  ]);
  return {
    feed: feed ? { url: feed.url, updated_at: feed.updated_at, failures: feed.failures } : null,
    runs: runs.map(runView),
  };
}

const refuseUrl = (message: string): never => {
  throw new RuleViolationError(message, { url: [message] }, 'feed_url');
};

/**
 * What can be known of the address without fetching it: no credentials, the https port, and no
 * private, loopback or link-local address written as one. A host name is resolved, and each of
 * its addresses and redirects checked, when a run fetches it (fetch-feed.ts).
 */
export function checkFeedUrl(text: string): void {
  const url = new URL(text);
  if (url.protocol !== 'https:') refuseUrl(FEED_MESSAGES.urlHttps);
  if (url.username || url.password) refuseUrl(FEED_MESSAGES.urlCredentials);
  if (url.port !== '' && url.port !== '443') refuseUrl(FEED_MESSAGES.urlPort);
  const literal = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const local = url.hostname === 'localhost' || url.hostname.endsWith('.localhost');
  if (local || (isIP(literal) !== 0 && !isPublicAddress(literal))) {
    refuseUrl(FEED_MESSAGES.urlPrivate(url.hostname));
  }
}

export async function setStockFeed(
  db: Db,
  userId: string,
  request: SetStockFeed,
  now: Date,
  allowHosts: readonly string[] = [],
): Promise<OwnStockFeed> {
  const url = new URL(request.url);
  const exempt = allowHosts.includes(url.host.toLowerCase());
  if (!exempt) checkFeedUrl(request.url);
  await putFeedUrl(db, userId, request.url, now);
  return ownStockFeed(db, userId);
}

export async function removeStockFeed(db: Db, userId: string): Promise<void> {
  await deleteFeed(db, userId);
}

/** The dealer's Run now: 404 without a feed, 409 while a run is under way. */
export async function runStockFeedNow(deps: StartFeedDeps, userId: string): Promise<StockFeedRun> {
  const feed = await getFeed(deps.db, userId);
  if (!feed) throw new NotFoundError(FEED_MESSAGES.notSet);
  const run = await startFeedRun(deps, feed, 'manual');
  if (run === 'running') throw new ConflictError(FEED_MESSAGES.running, 'feed_running');
  return runView(run);
}
