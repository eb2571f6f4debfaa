import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { LISTING_SK, listingPk } from '../../data/listing-keys';
import { listingFromItem, type Db } from '../../data/listings-repo';
import type { Logger } from '../../http/logger';
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
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await db.client.send(
        new ScanCommand({
          TableName: db.tableName,
          Segment: segment,
          TotalSegments: segments,
          // Filters what comes back, not what is read: a Scan reads (and bills) every item.
          FilterExpression: 'SK = :sk AND begins_with(PK, :pk)',
          ExpressionAttributeValues: { ':sk': LISTING_SK, ':pk': listingPk('') },
          // Consistent, so a change committed before the Scan began is in it; the cursor
          // (set just before the Scan) then covers everything after.
          ConsistentRead: true,
          ExclusiveStartKey: startKey,
        }),
      );
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
      startKey = page.LastEvaluatedKey;
    } while (startKey);
    return docs;
  };
  const parts = await Promise.all(Array.from({ length: segments }, (_, i) => scanSegment(i)));
  return parts.flat();
}
