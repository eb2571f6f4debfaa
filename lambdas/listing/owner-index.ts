import { paginateQuery } from '@aws-sdk/lib-dynamodb';
import type { Listing } from '#shared/listing';
import { INDEX, OWNER_INDEX_ATTRIBUTES, ownerPk, INDEX_KEYS } from '#shared/table-keys';
import type { Db } from '../platform/db';

/**
 * What the seller's dashboard reads of each listing: its state, and what its lists show (all
 * of it carried by the owner index, OWNER_ROW_ATTRIBUTES, so the Query reads nothing more).
 */
export const OWNER_DASHBOARD_ATTRIBUTES = [
  ...OWNER_INDEX_ATTRIBUTES,
  'id',
  'make',
  'model',
  'year',
  'created_at',
  'updated_at',
  // A draft's photo count (it needs 3 before it can be sent for review).
  'image_urls',
] as const;

export type OwnerListingState = Omit<
  Pick<Listing, (typeof OWNER_DASHBOARD_ATTRIBUTES)[number]>,
  'image_urls'
> & {
  /** Absent from entries written before the dashboard read it. */
  image_urls?: string[] | undefined;
};

/** Every listing of one owner (the owner index, `OWNER#{userId}`), only these attributes. */
export async function queryOwnerIndex<A extends string>(
  db: Db,
  userId: string,
  attributes: readonly A[],
): Promise<Partial<Record<A, unknown>>[]> {
  const entries: Partial<Record<A, unknown>>[] = [];
  const pages = paginateQuery(
    { client: db.client },
    {
      TableName: db.tableName,
      IndexName: INDEX.owner,
      KeyConditionExpression: `${INDEX_KEYS.owner.pk} = :owner`,
      ExpressionAttributeValues: { ':owner': ownerPk(userId) },
      ProjectionExpression: attributes.map((_, i) => `#a${i}`).join(', '),
      ExpressionAttributeNames: Object.fromEntries(attributes.map((name, i) => [`#a${i}`, name])),
    },
  );
  for await (const page of pages) entries.push(...((page.Items ?? []) as typeof entries));
  return entries;
}

/** Every listing of one owner, only the fields the dashboard needs. */
export async function queryOwnerListingStates(
  db: Db,
  userId: string,
): Promise<OwnerListingState[]> {
  return (await queryOwnerIndex(db, userId, OWNER_DASHBOARD_ATTRIBUTES)) as OwnerListingState[];
}
