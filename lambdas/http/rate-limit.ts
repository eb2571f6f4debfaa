import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { RateLimit } from '#shared/api/contract';
import { env } from '../config';
import { countRequest } from '../platform/rate-limits-repo';
import type { Db } from '../platform/db';
import { clientKey } from './client-key';
import { tooManyRequests } from './http-error';

/**
 * Counts the request against the client's sliding window (lambdas/platform/rate-limits-repo.ts);
 * 429 with Retry-After once over the limit. A refused request is not counted. Called by
 * createHttpHandler for a contract's `rateLimit`, never by a handler.
 */
export async function enforceRateLimit(
  db: Db,
  event: APIGatewayProxyEventV2,
  rate: RateLimit,
  now: Date = new Date(),
  /** Limits a signed-in user rather than their address. */
  userId?: string,
): Promise<void> {
  const decision = await countRequest(db, {
    scope: rate.scope,
    clientKey: clientKey(event, rate.scope, env.stage, userId),
    limit: rate.limit,
    windowSeconds: rate.windowSeconds,
    now,
  });
  if (!decision.allowed) {
    throw tooManyRequests(Math.max(1, Math.ceil(decision.retryAfterMs / 1000)));
  }
}
