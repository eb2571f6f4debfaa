import type { ScheduledJobEvent } from '#shared/events/schedules';
import { runStockFeeds, type FeedsRunResult } from '../import/feed/run-stock-feeds';
import { stageFeedStartDeps } from '../import/stage-deps';
import { createLogger } from '../platform/logger';

const log = createLogger({ handler: 'run-stock-feeds' });

/**
 * Run on a schedule (infra/stack/definitions/schedules.ts, StockFeeds): a run of every dealer's
 * stock feed through the CSV import's state machine (decision 074). The event carries nothing.
 */
export const handler = async (_event?: ScheduledJobEvent): Promise<FeedsRunResult> => {
  const result = await runStockFeeds(stageFeedStartDeps(log));
  if (result.feeds > 0) log.info('Stock feeds', result);
  return result;
};
