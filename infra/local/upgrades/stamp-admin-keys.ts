import { paginateScan, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import type { Db } from '#lambdas/platform/db';
import {
  adminMirrorKeys,
  approvalSk,
  LISTING_PK_PREFIX,
  LISTING_SK,
  PROFILE_SK,
  USER_PK_PREFIX,
  INDEX_KEYS,
} from '#shared/table-keys';
import { BoundedRunner } from '../concurrency';

/**
 * Gives listing and profile items written before issue 16 the keys it added: the admin
 * mirror's (GSI3) on both, and the moderation index's sort key by `updated_at` on listings.
 * Each item is updated in place (nothing else changes), only if it still exists. A Scan:
 * for an upgrade of a table kept from an earlier layout, never on a request path.
 */
export async function stampAdminKeys(db: Db): Promise<{ listings: number; users: number }> {
  const counts = { listings: 0, users: 0 };
  const pages = paginateScan(
    { client: db.client },
    {
      TableName: db.tableName,
      FilterExpression:
        '(begins_with(PK, :listing) AND SK = :listingSk) OR (begins_with(PK, :user) AND SK = :profileSk)',
      ExpressionAttributeValues: {
        ':listing': LISTING_PK_PREFIX,
        ':listingSk': LISTING_SK,
        ':user': USER_PK_PREFIX,
        ':profileSk': PROFILE_SK,
      },
      ProjectionExpression: 'PK, SK, id, updated_at',
    },
  );
  const runner = new BoundedRunner(8);
  for await (const page of pages) {
    for (const item of page.Items ?? [])
      await runner.submit(async () => {
        const isListing = item.SK === LISTING_SK;
        const id = String(item.id);
        const keys: Record<string, string> = {
          ...adminMirrorKeys(isListing ? 'listings' : 'users', id),
          ...(isListing
            ? {
                [INDEX_KEYS.moderation.sk]: approvalSk({ id, updated_at: String(item.updated_at) }),
              }
            : {}),
        };
        const names = Object.keys(keys);
        try {
          await db.client.send(
            new UpdateCommand({
              TableName: db.tableName,
              Key: { PK: item.PK, SK: item.SK },
              UpdateExpression: `SET ${names.map((_, i) => `#k${i} = :k${i}`).join(', ')}`,
              ExpressionAttributeNames: Object.fromEntries(
                names.map((name, i) => [`#k${i}`, name]),
              ),
              ExpressionAttributeValues: Object.fromEntries(
                names.map((name, i) => [`:k${i}`, keys[name]]),
              ),
              ConditionExpression: 'attribute_exists(PK)',
            }),
          );
          counts[isListing ? 'listings' : 'users'] += 1;
        } catch (error) {
          // Deleted since the Scan read it: nothing to stamp.
          if (!(error instanceof ConditionalCheckFailedException)) throw error;
        }
      });
  }
  await runner.drain();
  return counts;
}
