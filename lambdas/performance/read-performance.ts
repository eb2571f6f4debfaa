import { LISTING_MESSAGES } from '#shared/listing-form';
import type { PerformanceSeries, PerformanceWindow } from '#shared/performance';
import { listingStatsPk, sellerStatsPk } from '#shared/table-keys';
import { getListingOwner } from '#lambdas/listing';
import type { Db } from '../platform/db';
import { NotFoundError } from '../platform/errors';
import { dailySeries, windowDays } from './daily-series';
import { queryDailyCounts } from './performance-repo';

export type PerformanceDeps = { db: Db; now?: () => Date };

async function seriesOf(
  deps: PerformanceDeps,
  pk: string,
  window: PerformanceWindow,
): Promise<PerformanceSeries> {
  const now = (deps.now ?? (() => new Date()))();
  const { from, to } = windowDays(now, window);
  return dailySeries(await queryDailyCounts(deps.db, pk, from, to), now, window);
}

/**
 * One listing's figures per day for the window: only its seller's (another seller's listing, or
 * one that does not exist, is the same 404). Reads the listing's owner (0.5 RCU) and the window's
 * daily items (one Query, at most 2 RCU).
 */
export async function readListingPerformance(
  deps: PerformanceDeps,
  userId: string,
  listingId: string,
  window: PerformanceWindow,
): Promise<PerformanceSeries> {
  const owner = await getListingOwner(deps.db, listingId);
  if (owner !== userId) throw new NotFoundError(LISTING_MESSAGES.notFound);
  return seriesOf(deps, listingStatsPk(listingId), window);
}

/**
 * The seller's figures per day across all their listings, from the account's own daily items
 * (added with the listings' at every flush): one Query whatever the number of listings.
 */
export function readAccountPerformance(
  deps: PerformanceDeps,
  userId: string,
  window: PerformanceWindow,
): Promise<PerformanceSeries> {
  return seriesOf(deps, sellerStatsPk(userId), window);
}
