import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import {
  approvalPk,
  INDEX,
  listingIdOf,
  INDEX_KEYS,
  indexStartKey,
  type IndexKeyAttributes,
  type Key,
} from '#shared/table-keys';
import type { Db } from '../platform/db';

/** The moderation index's key of an entry: where the next page starts. */
export type PendingKey = Key & IndexKeyAttributes<'moderation'>;

export type PendingPage = {
  /** The listing ids of the page, longest waiting first. */
  ids: string[];
  /** The index key to continue after, or undefined on the last page. */
  lastKey: PendingKey | undefined;
};

/**
 * A page of the listings waiting for review, longest waiting first: the moderation index
 * (`APPROVAL#pending` / `{updated_at}#{id}`, KEYS_ONLY) in ascending order. One more than the
 * page is read, so a next page is offered only when there is one.
 */
export async function queryPending(
  db: Db,
  limit: number,
  startKey?: PendingKey,
): Promise<PendingPage> {
  const result = await db.client.send(
    new QueryCommand({
      TableName: db.tableName,
      IndexName: INDEX.moderation,
      KeyConditionExpression: `${INDEX_KEYS.moderation.pk} = :pending`,
      ExpressionAttributeValues: { ':pending': approvalPk('pending') },
      ScanIndexForward: true,
      Limit: limit + 1,
      ExclusiveStartKey: startKey,
    }),
  );
  const entries = (result.Items ?? []) as PendingKey[];
  const page = entries.slice(0, limit);
  const last = page.at(-1);
  return {
    ids: page.flatMap((entry) => listingIdOf(entry.PK) ?? []),
    lastKey: entries.length > limit && last ? indexStartKey('moderation', last) : undefined,
  };
}
