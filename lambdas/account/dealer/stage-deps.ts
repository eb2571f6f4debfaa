import { env } from '../../config';
import { stageDb } from '../../platform/db';
import type { Logger } from '../../platform/logger';
import { s3 } from '../../platform/s3';
import { getSearchIndex } from '#lambdas/search';
import type { DealerPageDeps } from './dealer-page';

/** The dealer pages' dependencies on this stage: the table and the search index's counts. */
export function stageDealerDeps(log?: Logger): DealerPageDeps {
  const db = stageDb();
  return {
    db,
    vanCount: async (sellerId) =>
      (await getSearchIndex({ db, s3: s3(), bucket: env.searchBucket, log })).sellerCount(sellerId),
  };
}
