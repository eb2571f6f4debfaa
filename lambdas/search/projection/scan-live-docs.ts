import { paginateScan } from '@aws-sdk/lib-dynamodb';
import { LISTING_PK_PREFIX, LISTING_SK } from '#shared/table-keys';
import type { Db } from '../../platform/db';
import { listingFromItem } from '#lambdas/listing';
import type { Logger } from '../../platform/logger';
import { toSearchDoc } from '../search-doc';
import type { SearchDoc } from '../types';

/** Parallel Scan segments: the rebuild is bound by DynamoDB's per-request latency, not CPU. */
export const REBUILD_SCAN_SEGMENTS = 4;

/**
 * The search document of every live listing, read from the table itself: a paginated Scan in
 * parallel segments. Only for rebuilding the projection (no snapshot yet, the log expired,
 * an operator's `npm run search:rebuild`); never on a request path.
 */
export async function scanLiveSearchDocs(
  db: Db,
  log: Logger,
  segments = REBUILD_SCAN_SEGMENTS,
): Promise<SearchDoc[]> {
  const scanSegment = async (segment: number): Promise<SearchDoc[]> => {
    const docs: SearchDoc[] = [];
    const pages = paginateScan(
      { client: db.client },
      {
        TableName: db.tableName,
        Segment: segment,
        TotalSegments: segments,
        // Filters what comes back, not what is read: a Scan reads (and bills) every item.
        FilterExpression: 'SK = :sk AND begins_with(PK, :pk)',
        ExpressionAttributeValues: { ':sk': LISTING_SK, ':pk': LISTING_PK_PREFIX },
        // Consistent, so a change committed before the Scan began is in it; the cursor
        // (set just before the Scan) then covers everything after.
        ConsistentRead: true,
      },
    );
    for await (const page of pages) {
      for (const item of page.Items ?? []) {
        try {
          const doc = toSearchDoc(listingFromItem(item));
          if (doc) docs.push(doc);
        } catch (error) {
          // The same rule as the stream projector: a listing that does not parse is not shown.
          log.error('Listing does not parse; left out of search', {
            pk: item.PK,
            error: String(error),
          });
        }
      }
    }
    return docs;
  };
  const parts = await Promise.all(Array.from({ length: segments }, (_, i) => scanSegment(i)));
  return parts.flat();
}
