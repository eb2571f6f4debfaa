import { useRef, useState } from 'react';
import type { AdminUserRow, UserTagChoice } from '#shared/admin/users';
import { adminSetUserDisabledRoute } from '#shared/api/routes/admin-set-user-disabled';
import { adminSetUserRoleRoute } from '#shared/api/routes/admin-set-user-role';
import { adminSetUserTagRoute } from '#shared/api/routes/admin-set-user-tag';
import type { UserRole } from '#shared/catalogue/enums';
import { callApi } from '../../api/client';
import { showToast, type ToastInput } from '../../ui/toast-store';
import { refocusIfLost } from '../ui/refocus';
import { useRefreshAdminAfterChange } from '../ui/use-refresh-admin';
import { USER_TOASTS } from './user-copy';

export type UserActionKind = 'tag' | 'role' | 'disabled';

/** A change asked for and waiting for its confirmation (role and account changes). */
export type PendingUserChange =
  | { kind: 'role'; user: AdminUserRow; role: UserRole }
  | { kind: 'disabled'; user: AdminUserRow; disabled: boolean };

/** How long a row shows as the admin's own change left it, while the list catches up. */
export const OWN_CHANGE_SHOWN_MS = 10_000;

/**
 * Rows as the admin's own changes left them: the API's answer to a change stands in for the
 * list's row for a few seconds, until the list (read from a mirror that catches up within
 * about a second) shows it too.
 */
export function presentUsers(
  rows: readonly AdminUserRow[],
  changed: ReadonlyMap<string, { row: AdminUserRow; at: number }>,
  now: number = Date.now(),
): AdminUserRow[] {
  return rows.map((row) => {
    const own = changed.get(row.id);
    return own && now - own.at < OWN_CHANGE_SHOWN_MS ? own.row : row;
  });
}

/**
 * The admin's user actions, one at a time: the tag at once (a menu choice), the role and the
 * account after a confirmation. Each shows its toast, then every admin screen's data is read
 * again, so the list and the user's page agree.
 */
export function useUserActions({
  fallbackFocus,
}: { fallbackFocus?: () => HTMLElement | null } = {}) {
  const refreshAdmin = useRefreshAdminAfterChange();
  const running = useRef(false);
  const [busy, setBusy] = useState<{ id: string; kind: UserActionKind } | null>(null);
  const [pending, setPending] = useState<PendingUserChange | null>(null);
  const [changed, setChanged] = useState<ReadonlyMap<string, { row: AdminUserRow; at: number }>>(
    () => new Map(),
  );

  async function run(
    kind: UserActionKind,
    user: AdminUserRow,
    call: () => Promise<AdminUserRow>,
    success: ToastInput,
    failure: (error: unknown) => ToastInput,
  ): Promise<boolean> {
    if (running.current) return false;
    running.current = true;
    setBusy({ id: user.id, kind });
    try {
      const row = await call();
      setChanged((current) => new Map([...current, [row.id, { row, at: Date.now() }]]));
      showToast(success);
      setPending(null);
      await refreshAdmin();
      refocusIfLost(fallbackFocus);
      return true;
    } catch (error) {
      showToast(failure(error));
      return false;
    } finally {
      running.current = false;
      setBusy(null);
    }
  }

  return {
    /** The list's rows with the admin's own recent changes shown. */
    present: (rows: readonly AdminUserRow[]) => presentUsers(rows, changed),
    busy,
    busyOn: (id: string) => busy?.id === id,
    setTag: (user: AdminUserRow, tag: UserTagChoice) =>
      run(
        'tag',
        user,
        () => callApi(adminSetUserTagRoute, { path: { id: user.id }, body: { tag } }),
        USER_TOASTS.tagUpdated,
        USER_TOASTS.tagFailed,
      ),
    pending,
    ask: (change: PendingUserChange) => setPending(change),
    cancel: () => setPending(null),
    confirm: () => {
      const change = pending;
      if (!change) return Promise.resolve(false);
      if (change.kind === 'role') {
        return run(
          'role',
          change.user,
          () =>
            callApi(adminSetUserRoleRoute, {
              path: { id: change.user.id },
              body: { role: change.role },
            }),
          USER_TOASTS.roleUpdated(change.role),
          USER_TOASTS.roleFailed,
        );
      }
      return run(
        'disabled',
        change.user,
        () =>
          callApi(adminSetUserDisabledRoute, {
            path: { id: change.user.id },
            body: { disabled: change.disabled },
          }),
        change.disabled ? USER_TOASTS.disabled : USER_TOASTS.enabled,
        USER_TOASTS.disableFailed,
      );
    },
  };
}

export type UserActions = ReturnType<typeof useUserActions>;
