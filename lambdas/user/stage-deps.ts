import { env } from '../config';
import { cognito, cognitoAccounts } from '../platform/cognito';
import { stageDb } from '../platform/db';
import type { Logger } from '../platform/logger';
import type { AdminUsersDeps } from './deps';

/** The admin user functions' dependencies on this stage: the table and the user pool. */
export function stageAdminUsersDeps(
  log: Logger,
  options: { accounts?: boolean } = {},
): AdminUsersDeps {
  const warn = (message: string, detail?: Record<string, unknown>) => log.warn(message, detail);
  return {
    db: stageDb(),
    accounts: options.accounts ? cognitoAccounts(cognito(), env.userPoolId, warn) : undefined,
    warn,
  };
}
