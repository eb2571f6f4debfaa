import { createLogger } from '../http/logger';
import type { SitemapResult } from '../sitemaps/generate-sitemaps';
import { generateStageSitemaps } from '../sitemaps/stage-sitemaps';

const log = createLogger({ handler: 'generate-sitemaps' });

/**
 * Run on a schedule (infra/definitions/schedules.ts): writes the sitemaps from the search
 * projection (the live listings, without scanning the table).
 */
export const handler = async (): Promise<SitemapResult> => generateStageSitemaps(log);
