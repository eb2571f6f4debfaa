import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Listing } from '../../shared/listing';
import type { Db } from './listings-repo';

/** How many listings have this approval status (GSI2 `APPROVAL#{status}`, Select COUNT). */
export async function countByApproval(db: Db, status: Listing['approval_status']): Promise<number> {
  let count = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db.client.send(
      new QueryCommand({
        TableName: db.tableName,
        IndexName: 'GSI2',
        KeyConditionExpression: 'GSI2PK = :status',
        ExpressionAttributeValues: { ':status': `APPROVAL#${status}` },
        Select: 'COUNT',
        ExclusiveStartKey: startKey,
      }),
    );
    count += page.Count ?? 0;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return count;
}
