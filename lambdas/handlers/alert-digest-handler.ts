import type { ScheduledJobEvent } from '#shared/events/schedules';
import type { AlertFrequency } from '#shared/saved-searches';
import { createLogger } from '../platform/logger';
import { sendDigests, type DigestOutcome } from '../saved-search/send-digests';
import { stageDigestDeps } from '../saved-search/stage-deps';

/**
 * The handler of one frequency's digest schedule (infra/stack/definitions/schedules.ts:
 * InstantAlertDigests, DailyAlertDigests, WeeklyAlertDigests): one e-mail per saved search with
 * alerts waiting. The event carries nothing it reads.
 */
export function alertDigestHandler(frequency: AlertFrequency) {
  const log = createLogger({ handler: `send-${frequency}-digests` });
  return async (_event?: ScheduledJobEvent): Promise<DigestOutcome> => {
    const outcome = await sendDigests(stageDigestDeps(log), frequency, new Date());
    if (outcome.sent + outcome.failed + outcome.dropped > 0) log.info('Alert digests', outcome);
    return outcome;
  };
}
