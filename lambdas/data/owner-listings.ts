import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Listing } from '../../shared/listing';
import type { Db } from './listings-repo';

/** What the seller's dashboard counts of each listing. */
export type OwnerListingState = Pick<
  Listing,
  'status' | 'approval_status' | 'search_featured' | 'homepage_featured' | 'boost_expires'
>;

/** Every listing of one owner (GSI1 `OWNER#{userId}`), only the fields the counts need. */
export async function queryOwnerListingStates(
  db: Db,
  userId: string,
): Promise<OwnerListingState[]> {
  const states: OwnerListingState[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db.client.send(
      new QueryCommand({
        TableName: db.tableName,
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :owner',
        ExpressionAttributeValues: { ':owner': `OWNER#${userId}` },
        ProjectionExpression:
          '#status, approval_status, search_featured, homepage_featured, boost_expires',
        ExpressionAttributeNames: { '#status': 'status' },
        ExclusiveStartKey: startKey,
        ...(db.onCapacity ? { ReturnConsumedCapacity: 'TOTAL' as const } : {}),
      }),
    );
    db.onCapacity?.(page.ConsumedCapacity?.CapacityUnits ?? 0);
    states.push(...((page.Items ?? []) as OwnerListingState[]));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return states;
}
