import { env } from '../config';
import { s3 } from '../platform/s3';
import type { Logger } from '../platform/logger';
import { loadLiveDocs } from '#lambdas/search';
import { queryDirectory } from '#lambdas/account';
import type { SitemapResult } from './generate-sitemaps';
import { generateSitemapsOnce } from './generate-once';
import { s3SitemapStore } from './s3-sitemap-store';
import { stageDb } from '../platform/db';

/** This stage's sitemaps, from its search projection into its sitemaps bucket (the environment). */
export function generateStageSitemaps(log: Logger): Promise<SitemapResult> {
  return generateSitemapsOnce(stageDb(), {
    liveDocs: async () => {
      const live = await loadLiveDocs({
        db: stageDb(),
        s3: s3(),
        bucket: env.searchBucket,
      });
      // Without a snapshot the listings are unknown, not none: keep the last sitemaps.
      if (!live) {
        throw new Error(
          'No search snapshot yet: sitemaps not written; the next run will try again',
        );
      }
      return live.docs.values();
    },
    dealers: async () => (await queryDirectory(stageDb())).filter((dealer) => !dealer.hidden),
    store: s3SitemapStore(s3(), env.sitemapsBucket),
    siteOrigin: env.siteOrigin,
    log,
  });
}
