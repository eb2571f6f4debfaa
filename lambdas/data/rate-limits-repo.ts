import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from './listings-repo';

export type RateWindow = {
  /** What is limited, e.g. 'phone' or 'enquiry'. */
  scope: string;
  /** A hash of the client's address: raw addresses are never stored. */
  clientKey: string;
  windowSeconds: number;
  now: Date;
};

/**
 * Counts one request in the client's fixed window (`RATE#{scope}#{key}` / `{window start}`)
 * and returns the count so far, this one included. One atomic UpdateItem ADD: concurrent
 * requests cannot both see a count under the limit. The item expires (TTL) a window after it ends.
 */
export async function countRequest(
  db: Db,
  window: RateWindow,
): Promise<{ count: number; windowEndsAt: number }> {
  const windowMs = window.windowSeconds * 1000;
  const start = Math.floor(window.now.getTime() / windowMs) * windowMs;
  const end = start + windowMs;
  const result = await db.client.send(
    new UpdateCommand({
      TableName: db.tableName,
      Key: {
        PK: `RATE#${window.scope}#${window.clientKey}`,
        SK: new Date(start).toISOString(),
      },
      UpdateExpression: 'ADD #count :one SET expires_at = if_not_exists(expires_at, :expires)',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: {
        ':one': 1,
        ':expires': Math.ceil((end + windowMs) / 1000),
      },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return { count: Number(result.Attributes?.count ?? 1), windowEndsAt: end };
}
