import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { RouteContract } from '#shared/api/contract';
import { ACCOUNT_DISABLED_CODE, ACCOUNT_DISABLED_MESSAGE } from '#shared/auth/account-disabled';
import { isUserDisabled } from '../account/account-repo';
import type { Db } from '../platform/db';
import type { AuthContext } from '../platform/auth-context';
import { HttpError } from './http-error';
import { enforceRateLimit } from './rate-limit';

/**
 * A route contract's `account: 'enabled'`: refuses (403) an account an admin has disabled.
 * Its ID token stays valid for up to an hour after Cognito's disable and sign-out, so the
 * profile's flag decides, read strongly consistent on every request: one GetItem of one small
 * item (1 read unit, a few ms), so a disable holds from the very next request. No cache: see
 * docs/decisions/033-account-policy-on-the-contract.md for the measurement.
 */
export async function enforceAccountPolicy(
  db: () => Db,
  contract: RouteContract,
  auth: AuthContext | null,
): Promise<void> {
  if (contract.auth === 'public' || contract.account !== 'enabled' || !auth) return;
  if (await isUserDisabled(db(), auth.userId)) {
    throw new HttpError(403, ACCOUNT_DISABLED_CODE, ACCOUNT_DISABLED_MESSAGE);
  }
}

/** A route contract's `rateLimit`: per user on a signed-in route, per client address on a public one. */
export async function enforceRouteRateLimit(
  db: () => Db,
  contract: RouteContract,
  auth: AuthContext | null,
  event: APIGatewayProxyEventV2,
): Promise<void> {
  if (!contract.rateLimit) return;
  const userId = contract.auth === 'public' ? undefined : auth?.userId;
  await enforceRateLimit(db(), event, contract.rateLimit, new Date(), userId);
}
