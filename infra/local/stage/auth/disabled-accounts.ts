import { readPoolUsers, type PoolUser } from './pool-file';
import type { RefuseAuth } from '../gateway/cognito-proxy';

/** Cognito's words for a disabled account's sign-in or refresh. */
export const USER_DISABLED_MESSAGE = 'User is disabled.';

const attribute = (user: PoolUser, name: string) =>
  user.Attributes?.find((a) => a.Name === name)?.Value;

/**
 * Refuses a disabled account's sign-in (USER_PASSWORD_AUTH, by user name, e-mail address or sub)
 * and its token refresh (REFRESH_TOKEN_AUTH, by the refresh token the pool keeps for it), as
 * Cognito does and cognito-local does not (an admin disables accounts: docs/admin.md). Reads
 * cognito-local's pool file, which holds `Enabled` and each user's refresh tokens.
 */
export function refuseDisabledAccounts(options: { file: string }): RefuseAuth {
  return async (request) => {
    const flow = request.AuthFlow;
    const parameters = (request.AuthParameters ?? {}) as Record<string, unknown>;
    if (
      flow !== 'USER_PASSWORD_AUTH' &&
      flow !== 'REFRESH_TOKEN_AUTH' &&
      flow !== 'REFRESH_TOKEN'
    ) {
      return undefined;
    }
    let users: PoolUser[];
    try {
      users = await readPoolUsers(options.file);
    } catch {
      // A pool file that never parses: as with none yet, nobody is known to be disabled.
      return undefined;
    }
    const asked = String(parameters.USERNAME ?? '').toLowerCase();
    const token = parameters.REFRESH_TOKEN;
    const user =
      flow === 'USER_PASSWORD_AUTH'
        ? users.find(
            (u) =>
              u.Username.toLowerCase() === asked ||
              attribute(u, 'email')?.toLowerCase() === asked ||
              attribute(u, 'sub') === asked,
          )
        : users.find((u) => typeof token === 'string' && u.RefreshTokens?.includes(token));
    return user?.Enabled === false ? USER_DISABLED_MESSAGE : undefined;
  };
}
