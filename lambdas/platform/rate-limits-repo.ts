import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { rateKey } from '#shared/table-keys';
import type { Db } from './db';

export type RateRequest = {
  /** What is limited, e.g. 'phone' or 'enquiry'. */
  scope: string;
  /** A hash of the client's address: raw addresses are never stored. */
  clientKey: string;
  /** Requests allowed in any window of `windowSeconds`, as estimated below. */
  limit: number;
  windowSeconds: number;
  now: Date;
};

export type RateDecision = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * How many more requests the current fixed window may take: the sliding-window estimate
 * `previous × (share of the previous window still inside the sliding window) + current` must stay
 * within the limit. Right after a boundary the previous window counts almost in full, so a
 * client cannot spend a whole limit at the end of one window and another at the start of the next.
 */
export function allowanceOf(limit: number, previous: number, elapsedShare: number): number {
  return Math.floor(limit - previous * (1 - elapsedShare) + 1e-9);
}

/**
 * When a client with `previous` and `current` accepted requests may next be let through
 * (ms after now), if it sends nothing else meanwhile.
 */
export function retryAfterMsOf(
  limit: number,
  previous: number,
  current: number,
  windowMs: number,
  elapsedMs: number,
): number {
  // Later in this window: previous × (1 − share) ≤ limit − current − 1.
  if (previous > 0 && limit - current - 1 >= 0) {
    const share = 1 - (limit - current - 1) / previous;
    return Math.max(0, Math.ceil(share * windowMs - elapsedMs));
  }
  // In the next window, where this window is the previous one: current × (1 − share) ≤ limit − 1.
  const share = current > 0 ? Math.max(0, 1 - (limit - 1) / current) : 0;
  return windowMs - elapsedMs + Math.ceil(share * windowMs);
}

/**
 * Counts one request against the client's limit with a sliding window: fixed windows of
 * `windowSeconds` (`RATE#{scope}#{key}` / `{window start}`, one counter item each), the previous
 * window's count weighted by how much of it the sliding window still covers. One consistent
 * read of the previous (closed) window, then one conditional `ADD count 1` on the current one:
 * atomic, so concurrent requests cannot slip past the allowance, and a refused request is not
 * counted (a client that keeps retrying is let through again as its window slides on). Items
 * expire (TTL) a window after their window ends, once nothing reads them.
 */
export async function countRequest(db: Db, request: RateRequest): Promise<RateDecision> {
  const windowMs = request.windowSeconds * 1000;
  const nowMs = request.now.getTime();
  const start = Math.floor(nowMs / windowMs) * windowMs;
  const elapsedMs = nowMs - start;
  const key = (windowStart: number) =>
    rateKey(request.scope, request.clientKey, new Date(windowStart));

  const previousItem = await db.client.send(
    new GetCommand({
      TableName: db.tableName,
      Key: key(start - windowMs),
      ConsistentRead: true,
      ProjectionExpression: '#count',
      ExpressionAttributeNames: { '#count': 'count' },
    }),
  );
  const previous = Number(previousItem.Item?.count ?? 0);
  const allowance = allowanceOf(request.limit, previous, elapsedMs / windowMs);
  const refused = (current: number): RateDecision => ({
    allowed: false,
    retryAfterMs: retryAfterMsOf(request.limit, previous, current, windowMs, elapsedMs),
  });
  if (allowance <= 0) return refused(0);

  try {
    await db.client.send(
      new UpdateCommand({
        TableName: db.tableName,
        Key: key(start),
        UpdateExpression: 'ADD #count :one SET expires_at = if_not_exists(expires_at, :expires)',
        ConditionExpression: 'attribute_not_exists(#count) OR #count < :allowance',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: {
          ':one': 1,
          ':allowance': allowance,
          ':expires': Math.ceil((start + 2 * windowMs) / 1000),
        },
      }),
    );
    return { allowed: true };
  } catch (error) {
    // The current window already holds its allowance (at least; other requests may add more).
    if (error instanceof ConditionalCheckFailedException) return refused(allowance);
    throw error;
  }
}
