import type { AdminStats } from '../../shared/admin';
import { env } from '../config';
import { countByApproval } from '../data/approval-counts';
import { dynamo } from '../data/dynamo';
import { s3 } from '../data/s3';
import { createHttpHandler } from '../http/create-handler';
import { getSearchIndex } from '../search/projection/search-index-provider';

/** GET /api/admin/stats: live listings (the search projection) and the moderation queue. */
export const handler = createHttpHandler({
  name: 'admin-stats',
  auth: 'admin',
  handle: async ({ log }) => {
    const db = { client: dynamo(), tableName: env.tableName };
    const [index, pendingListings] = await Promise.all([
      getSearchIndex({ db, s3: s3(), bucket: env.searchBucket, log }),
      countByApproval(db, 'pending'),
    ]);
    const body: AdminStats = { liveListings: index.size, pendingListings };
    return { body };
  },
});
