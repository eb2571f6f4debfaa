import { env, requiredEnv } from '../config';
import { dynamo } from '../data/dynamo';
import { s3 } from '../data/s3';
import { createLogger } from '../http/logger';
import { loadLiveDocs } from '../search/projection/load-live-docs';
import { generateSitemaps, type SitemapResult } from '../sitemaps/generate-sitemaps';
import { s3SitemapStore } from '../sitemaps/s3-sitemap-store';

const log = createLogger({ handler: 'generate-sitemaps' });

/**
 * Run on a schedule (infra/definitions/schedules.ts) and by `npm run sitemaps`: writes the
 * sitemaps from the search projection (the live listings, without scanning the table).
 */
export const handler = async (): Promise<SitemapResult> =>
  generateSitemaps({
    liveDocs: async () => {
      const live = await loadLiveDocs({
        db: { client: dynamo(), tableName: env.tableName },
        s3: s3(),
        bucket: env.searchBucket,
      });
      // Without a snapshot the listings are unknown, not none: keep the last sitemaps.
      if (!live)
        throw new Error(
          'No search snapshot yet: sitemaps not written; the next run will try again',
        );
      return live.docs.values();
    },
    store: s3SitemapStore(s3(), requiredEnv('SITEMAPS_BUCKET')),
    siteOrigin: env.siteOrigin,
    log,
  });
