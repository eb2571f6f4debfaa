import type { Accounts } from '../platform/cognito';
import type { Db } from '../platform/db';

/** What the admin user functions need; the handlers pass the stage's, the tests their own. */
export type AdminUsersDeps = {
  db: Db;
  /** The stage's user pool (role and disabled changes only). */
  accounts?: Accounts;
  now?: () => Date;
  warn?: (message: string, detail?: Record<string, unknown>) => void;
};

export const nowOf = (deps: Pick<AdminUsersDeps, 'now'>) => deps.now?.() ?? new Date();

export function accountsOf(deps: AdminUsersDeps): Accounts {
  if (!deps.accounts) throw new Error('This admin user function needs the user pool');
  return deps.accounts;
}
