import { adminStatsRoute } from '../../shared/api/routes/admin-stats';
import type { AdminStats } from '../../shared/admin';
import { env } from '../config';
import { countByApproval } from '../data/approval-counts';
import { s3 } from '../data/s3';
import { createHttpHandler } from '../http/create-handler';
import { getSearchIndex } from '../search/projection/search-index-provider';
import { stageDb } from '../data/db';

/** GET /api/admin/stats: live listings (the search projection) and the moderation queue. */
export const handler = createHttpHandler(adminStatsRoute, async ({ log }) => {
  const db = stageDb();
  const [index, pendingListings] = await Promise.all([
    getSearchIndex({ db, s3: s3(), bucket: env.searchBucket, log }),
    countByApproval(db, 'pending'),
  ]);
  const body: AdminStats = { liveListings: index.size, pendingListings };
  return { body };
});
