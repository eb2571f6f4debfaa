import { BatchGetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { STOCK_REF_SK_PREFIX, stockPk, stockRefKey } from '#shared/table-keys';
import type { Db } from '../../platform/db';

/*
 * A seller's stock reference claims (`STOCK#{userId}` / `REF#{key}` -> listing_id, decision 071)
 * as the stock feed reads them (decision 074): a chunk's rows by key (one BatchGetItem, 0.5 RCU a
 * claim), and all of them when the run sells what left the feed (one Query, paged).
 */

/** BatchGetItem takes 100 keys a call. */
const BATCH = 100;

/** The listing each of these reference keys names, for those claimed. */
export async function claimedListingIds(
  db: Db,
  ownerId: string,
  keys: readonly string[],
): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const unique = [...new Set(keys)];
  for (let start = 0; start < unique.length; start += BATCH) {
    let request: Record<string, unknown>[] = unique
      .slice(start, start + BATCH)
      .map((key) => stockRefKey(ownerId, key));
    // Unprocessed keys (a throttle) are asked again until none are left.
    while (request.length > 0) {
      const answer = await db.client.send(
        new BatchGetCommand({ RequestItems: { [db.tableName]: { Keys: request } } }),
      );
      for (const item of answer.Responses?.[db.tableName] ?? []) {
        found.set(String(item.SK).slice(STOCK_REF_SK_PREFIX.length), String(item.listing_id));
      }
      request = (answer.UnprocessedKeys?.[db.tableName]?.Keys ?? []) as Record<string, unknown>[];
    }
  }
  return found;
}

/** Every claim of the seller: reference key and listing id. */
export async function allStockClaims(
  db: Db,
  ownerId: string,
): Promise<{ key: string; listingId: string }[]> {
  const claims: { key: string; listingId: string }[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.client.send(
      new QueryCommand({
        TableName: db.tableName,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :ref)',
        ExpressionAttributeValues: { ':pk': stockPk(ownerId), ':ref': STOCK_REF_SK_PREFIX },
        ProjectionExpression: 'SK, listing_id',
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) {
      claims.push({
        key: String(item.SK).slice(STOCK_REF_SK_PREFIX.length),
        listingId: String(item.listing_id),
      });
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return claims;
}
