import type { ScheduledJobEvent } from '#shared/events/schedules';
import { createLogger } from '../platform/logger';
import { refreshMotHistories, type MotRefreshResult } from '../vehicle/refresh-mot-histories';
import { stageMotDeps } from '../vehicle/stage-deps';

const log = createLogger({ handler: 'refresh-mot-histories' });

/**
 * Run on a schedule (infra/stack/definitions/schedules.ts, MotHistoryRefresh): fetches again the
 * MOT histories stored more than a week ago of listings live or in review.
 * The event carries nothing it reads (shared/events/schedules.ts).
 */
export const handler = async (_event?: ScheduledJobEvent): Promise<MotRefreshResult> => {
  const result = await refreshMotHistories(await stageMotDeps());
  if (result.refreshed + result.failed + result.dropped > 0) log.info('MOT refresh', result);
  else log.debug('MOT refresh: nothing due', result);
  return result;
};
