import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { env } from '../config';
import { countRequest } from '../data/rate-limits-repo';
import type { Db } from '../data/db';
import { clientKey } from './client-key';
import { tooManyRequests } from './http-error';

export type RateLimit = { scope: string; limit: number; windowSeconds: number };

/** The limits of docs/decisions/011-seller-contact.md. */
export const RATE_LIMITS = {
  /** Phone reveals: a buyer comparing vans needs a few; a scraper wants thousands. */
  phone: { scope: 'phone', limit: 10, windowSeconds: 60 },
  /** Enquiries: each one is an e-mail to a real seller. */
  enquiry: { scope: 'enquiry', limit: 5, windowSeconds: 3600 },
  /** Profile changes: a person edits a few times; a script hammering it gets 429. */
  profile: { scope: 'profile', limit: 20, windowSeconds: 600 },
  /** Photo presigns: a seller adds 10 photos a listing and retries a few; a bot filling the bucket does not stop. */
  upload: { scope: 'upload', limit: 60, windowSeconds: 600 },
  /** Listing creates and edits: a dealer typing fast saves a few a minute, never hundreds. */
  listingWrite: { scope: 'listing-write', limit: 30, windowSeconds: 600 },
  /**
   * CSV imports started (each a file of up to 5,000 listings): a dealer imports a few files a
   * day and retries a bad one a few times; more than this an hour is a script.
   */
  importCreate: { scope: 'import', limit: 20, windowSeconds: 3600 },
} as const satisfies Record<string, RateLimit>;

/**
 * Counts the request against the client's sliding window (lambdas/data/rate-limits-repo.ts);
 * 429 with Retry-After once over the limit. A refused request is not counted.
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
