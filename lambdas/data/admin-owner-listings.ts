import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { paginateQuery, PutCommand } from '@aws-sdk/lib-dynamodb';
import { INDEX, ownerPk } from '../../shared/table-keys';
import type { Db } from './db';
import { listingItem } from './listings-repo';
import { getListingForChange } from './own-listings-repo';

/** The ids of every listing of one owner, both My Listings tabs (the owner index). */
export async function ownerListingIds(db: Db, userId: string): Promise<string[]> {
  const ids: string[] = [];
  const pages = paginateQuery(
    { client: db.client },
    {
      TableName: db.tableName,
      IndexName: INDEX.owner,
      KeyConditionExpression: 'GSI1PK = :owner',
      ExpressionAttributeValues: { ':owner': ownerPk(userId) },
      ProjectionExpression: 'id',
    },
  );
  for await (const page of pages) {
    for (const item of page.Items ?? []) if (typeof item.id === 'string') ids.push(item.id);
  }
  return ids;
}

/** A few fresh reads settle a race with the seller or another admin. */
const ATTEMPTS = 3;

/**
 * Sets a listing's `owner_disabled` flag (its seller's account disabled: hidden wherever
 * `isLive` decides), written whole through `listingItem` so the index keys follow (it leaves
 * the geo and featured indexes, and search through the stream), over the version read: a
 * conditional Put on `updated_at` and the flag as read, read again if either moved. The
 * version itself is kept: the seller's own order of listings and the moderation queue's are
 * not the admin's business. 'gone': the listing was deleted meanwhile; 'busy': it kept changing
 * under us (a retry finishes the job).
 */
export async function setOwnerDisabled(
  db: Db,
  listingId: string,
  disabled: boolean,
  now: Date = new Date(),
): Promise<'written' | 'unchanged' | 'gone' | 'busy'> {
  for (let attempt = 1; ; attempt++) {
    const found = await getListingForChange(db, listingId);
    if (!found) return 'gone';
    const { listing, extra } = found;
    const was = listing.owner_disabled === true;
    if (was === disabled) return 'unchanged';
    try {
      await db.client.send(
        new PutCommand({
          TableName: db.tableName,
          Item: { ...extra, ...listingItem({ ...listing, owner_disabled: disabled }, now) },
          ConditionExpression: was
            ? 'updated_at = :version AND owner_disabled = :true'
            : 'updated_at = :version AND (attribute_not_exists(owner_disabled) OR owner_disabled = :false)',
          ExpressionAttributeValues: {
            ':version': listing.updated_at,
            ...(was ? { ':true': true } : { ':false': false }),
          },
        }),
      );
      return 'written';
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
      if (attempt >= ATTEMPTS) return 'busy';
    }
  }
}
