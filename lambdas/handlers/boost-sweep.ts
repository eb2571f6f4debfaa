import type { ScheduledJobEvent } from '#shared/events/schedules';
import { sweepBoosts, type BoostSweepResult } from '../boost/sweep';
import { stageDb } from '../platform/db';
import { createLogger } from '../platform/logger';

const log = createLogger({ handler: 'boost-sweep' });

/**
 * Run on a schedule (infra/stack/definitions/schedules.ts, BoostSweep): ends boosts past their end
 * whose flag is still set and expires pending payments older than a day.
 * The event carries nothing it reads (shared/events/schedules.ts).
 */
export const handler = async (_event?: ScheduledJobEvent): Promise<BoostSweepResult> => {
  const result = await sweepBoosts({ db: stageDb() });
  if (result.ended > 0 || result.paymentsExpired > 0) log.info('Boost sweep', result);
  else log.debug('Boost sweep: nothing to do', result);
  return result;
};
