import type { ScheduledJobEvent } from '#shared/events/schedules';
import { env } from '../config';
import { runListingExpiry, type ExpiryRunResult } from '../listing/expiry/run-listing-expiry';
import { sendMail } from '../mail/mailer';
import { stageDb } from '../platform/db';
import { createLogger } from '../platform/logger';
import { stageSigningKey } from '../saved-search/stage-deps';

const log = createLogger({ handler: 'run-listing-expiry' });

/**
 * Run on a schedule (infra/stack/definitions/schedules.ts, ListingExpiry): the 7-day reminders
 * and the expiry of listings past their end, each with its seller's e-mail (decision 072).
 * The event carries nothing it reads.
 */
export const handler = async (_event?: ScheduledJobEvent): Promise<ExpiryRunResult> => {
  const result = await runListingExpiry({
    db: stageDb(),
    sendMail,
    signingKey: stageSigningKey,
    siteOrigin: env.siteOrigin,
    log,
  });
  if (result.due > 0) log.info('Listing expiry', result);
  return result;
};
