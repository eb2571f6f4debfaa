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

/**
 * More limits than a contract's one, checked in order: each per the signed-in user or per the
 * client's address (the messages' per-day and per-address limits, decision 075).
 */
export async function enforceRateLimits(
  db: Db,
  event: APIGatewayProxyEventV2,
  limits: readonly { rate: RateLimit; per: 'user' | 'address' }[],
  userId: string,
  now: Date = new Date(),
): Promise<void> {
  for (const { rate, per } of limits) {
    await enforceRateLimit(db, event, rate, now, per === 'user' ? userId : undefined);
  }
}
