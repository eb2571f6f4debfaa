import { paginateQuery } from '@aws-sdk/lib-dynamodb';
import type { Listing } from '../../shared/listing';
import { INDEX, OWNER_INDEX_ATTRIBUTES, ownerPk } from '../../shared/table-keys';
import type { Db } from './db';

/** What the seller's dashboard counts of each listing: what the owner index carries. */
export type OwnerListingState = Pick<Listing, (typeof OWNER_INDEX_ATTRIBUTES)[number]>;

/** Every listing of one owner (the owner index, `OWNER#{userId}`), only the fields the counts need. */
export async function queryOwnerListingStates(
  db: Db,
  userId: string,
): Promise<OwnerListingState[]> {
  const states: OwnerListingState[] = [];
  const pages = paginateQuery(
    { client: db.client },
    {
      TableName: db.tableName,
      IndexName: INDEX.owner,
      KeyConditionExpression: 'GSI1PK = :owner',
      ExpressionAttributeValues: { ':owner': ownerPk(userId) },
      ProjectionExpression: OWNER_INDEX_ATTRIBUTES.map((_, i) => `#a${i}`).join(', '),
      ExpressionAttributeNames: Object.fromEntries(
        OWNER_INDEX_ATTRIBUTES.map((name, i) => [`#a${i}`, name]),
      ),
    },
  );
  for await (const page of pages) states.push(...((page.Items ?? []) as OwnerListingState[]));
  return states;
}
