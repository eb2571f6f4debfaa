import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { RATE_LIMITS } from '#shared/api/rate-limits';
import type { Db } from '../platform/db';
import { enforceRateLimits } from './rate-limit';

/**
 * The limits of sending a message beyond the route's per-minute one per account (the
 * contract's): a day's per account, and a minute's and a day's per client address, so a flood
 * from one account or one machine gets 429 with Retry-After (issue 34).
 */
export function enforceMessageLimits(
  db: Db,
  event: APIGatewayProxyEventV2,
  userId: string,
): Promise<void> {
  return enforceRateLimits(
    db,
    event,
    [
      { rate: RATE_LIMITS.messagesDaily, per: 'user' },
      { rate: RATE_LIMITS.messagesAddress, per: 'address' },
      { rate: RATE_LIMITS.messagesAddressDaily, per: 'address' },
    ],
    userId,
  );
}
