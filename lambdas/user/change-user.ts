import type { AuditAction } from '#shared/admin/audit';
import { ADMIN_MESSAGES } from '#shared/admin/messages';
import type { AdminUserRow, UserTagChoice } from '#shared/admin/users';
import type { UserRole } from '#shared/catalogue/enums';
import { getAdminUser, writeAdminUserChange, type AdminUserFields } from '#lambdas/account';
import { actorOf, changedFields, newAuditEntry } from '#lambdas/admin';
import type { AuthContext } from '../platform/auth-context';
import { ConflictError, NotFoundError, RuleViolationError } from '../platform/errors';
import { accountsOf, nowOf, type AdminUsersDeps } from './deps';
import { flagOwnerListings } from './flag-owner-listings';

/** A role is a Cognito group membership: a profile without an account cannot hold one. */
export const NO_ACCOUNT_MESSAGE = 'This user has no sign-in account, so their role cannot change';
const CHANGED_MEANWHILE =
  'This user was changed by someone else at the same time. Please try again';

/** Another admin's change between our read and write is rare: a few fresh reads settle it. */
const ATTEMPTS = 3;

type Admin = Pick<AuthContext, 'userId' | 'email' | 'name'>;

/** What the audit trail calls a user: their e-mail address, else their name, else the id. */
const labelOf = (user: AdminUserRow) => user.email || user.full_name || user.id;

async function userOrNotFound(deps: AdminUsersDeps, id: string): Promise<AdminUserRow> {
  const user = await getAdminUser(deps.db, id);
  if (!user) throw new NotFoundError(ADMIN_MESSAGES.userNotFound);
  return user;
}

/**
 * Writes admin fields of a user with their audit entry (one transaction), over the values read;
 * a change that changes nothing writes nothing and records nothing, so a retried request is
 * harmless. Returns the user as now stored.
 */
async function applyUserChange(
  deps: AdminUsersDeps,
  admin: Admin,
  id: string,
  action: AuditAction,
  change: Partial<AdminUserFields>,
  first?: AdminUserRow,
): Promise<AdminUserRow> {
  let before = first ?? (await userOrNotFound(deps, id));
  for (let attempt = 1; ; attempt++) {
    const after: AdminUserRow = { ...before, ...change };
    const changed = changedFields<AdminUserFields>(
      before,
      after,
      Object.keys(change) as (keyof AdminUserFields)[],
    );
    if (!changed) return before;
    const entry = newAuditEntry({
      actor: actorOf(admin),
      action,
      target: { kind: 'user', id, label: labelOf(before) },
      before: changed.before,
      after: changed.after,
      at: nowOf(deps),
    });
    const outcome = await writeAdminUserChange(deps.db, before, change, entry);
    if (outcome === 'written') return after;
    if (outcome === 'missing') throw new NotFoundError(ADMIN_MESSAGES.userNotFound);
    if (attempt >= ATTEMPTS) throw new ConflictError(CHANGED_MEANWHILE);
    before = await userOrNotFound(deps, id);
  }
}

/** Tags a user regular or scraped, or clears the tag ('none'). */
export function setUserTag(
  deps: AdminUsersDeps,
  admin: Admin,
  id: string,
  tag: UserTagChoice,
): Promise<AdminUserRow> {
  return applyUserChange(deps, admin, id, 'tag', { tag: tag === 'none' ? null : tag });
}

/**
 * Grants or revokes the admin role: the Cognito `admin` group first (what grants access, from
 * the user's next sign-in), then the profile's mirror of it with the audit entry. An admin
 * cannot revoke their own role (the last admin could lock everyone out).
 */
export async function setUserRole(
  deps: AdminUsersDeps,
  admin: Admin,
  id: string,
  role: UserRole,
): Promise<AdminUserRow> {
  if (id === admin.userId && role !== 'admin') {
    throw new RuleViolationError(ADMIN_MESSAGES.ownRole, undefined, 'own_role');
  }
  const user = await userOrNotFound(deps, id);
  const accounts = accountsOf(deps);
  const username = await accounts.usernameOf(id);
  if (!username) throw new RuleViolationError(NO_ACCOUNT_MESSAGE, undefined, 'no_account');
  // Always, even when the profile already says so: a request retried after a failed write,
  // or a group changed by hand, is brought back in step.
  await accounts.setAdmin(username, role === 'admin');
  return applyUserChange(deps, admin, id, 'role', { role }, user);
}

/**
 * Disables an account (Cognito refuses its sign-in and revokes its refresh tokens) or enables
 * it again, records it on the profile with the audit entry, then flags each of the user's
 * listings hidden (or shown). Every step is repeatable, so a retried request finishes the
 * job. A profile without an account (a demo or imported seller) is disabled on the site only.
 */
export async function setUserDisabled(
  deps: AdminUsersDeps,
  admin: Admin,
  id: string,
  disabled: boolean,
): Promise<AdminUserRow> {
  if (id === admin.userId && disabled) {
    throw new RuleViolationError(ADMIN_MESSAGES.ownAccount, undefined, 'own_account');
  }
  const user = await userOrNotFound(deps, id);
  const accounts = accountsOf(deps);
  const username = await accounts.usernameOf(id);
  if (username) await (disabled ? accounts.disable(username) : accounts.enable(username));
  const after = await applyUserChange(
    deps,
    admin,
    id,
    disabled ? 'disable' : 'enable',
    { disabled },
    user,
  );
  const { busy } = await flagOwnerListings(deps, id, disabled);
  if (busy > 0) {
    throw new ConflictError(
      `${busy} of this user's listings changed while they were being ${disabled ? 'hidden' : 'shown again'}. Please try again`,
    );
  }
  return after;
}
