import type { ScheduledJobEvent } from '#shared/events/schedules';
import { ConflictError } from '../platform/errors';
import { createLogger } from '../platform/logger';
import type { SitemapResult } from '../sitemap/generate-sitemaps';
import { generateStageSitemaps } from '../sitemap/stage-sitemaps';

const log = createLogger({ handler: 'generate-sitemaps' });

/**
 * Run on a schedule (infra/stack/definitions/schedules.ts): writes the sitemaps from the search
 * projection (the live listings, without scanning the table).
 */
export const handler = async (
  _event?: ScheduledJobEvent,
): Promise<SitemapResult | { skipped: 'already running' }> => {
  try {
    return await generateStageSitemaps(log);
  } catch (error) {
    // Another run (an admin's) is writing the same files now: this hour's is done by it.
    if (error instanceof ConflictError) {
      log.info('Sitemaps already being generated: this run skipped');
      return { skipped: 'already running' };
    }
    throw error;
  }
};
