import { paginateQuery } from '@aws-sdk/lib-dynamodb';
import type { Listing } from '../../shared/listing';
import { approvalPk, INDEX } from '../../shared/table-keys';
import type { Db } from './db';

/** How many listings have this approval status (the moderation index, KEYS_ONLY, Select COUNT). */
export async function countByApproval(db: Db, status: Listing['approval_status']): Promise<number> {
  let count = 0;
  const pages = paginateQuery(
    { client: db.client },
    {
      TableName: db.tableName,
      IndexName: INDEX.moderation,
      KeyConditionExpression: 'GSI2PK = :status',
      ExpressionAttributeValues: { ':status': approvalPk(status) },
      Select: 'COUNT',
    },
  );
  for await (const page of pages) count += page.Count ?? 0;
  return count;
}
