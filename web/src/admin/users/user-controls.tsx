import type { AdminUserRow } from '#shared/admin/users';
import { ActionMenu, type MenuSection } from '../ui/action-menu';
import { SelectMenu } from '../ui/select-menu';
import { TAG_LABELS, TAG_OPTIONS, tagOf, userName } from './user-copy';
import type { UserActions } from './use-user-actions';
import { buttonClass } from '../../ui/button';

type UserControlProps = {
  user: AdminUserRow;
  actions: UserActions;
};

/**
 * A user's tag as a menu button showing the tag in force (Regular, Scraped or None): a choice
 * takes effect at once, 'Tag updated'.
 */
export function TagMenu({ user, actions }: UserControlProps) {
  const busy = actions.busyOn(user.id);
  const current = tagOf(user);
  return (
    <SelectMenu
      label={busy && actions.busy?.kind === 'tag' ? 'Updating...' : TAG_LABELS[current]}
      ariaLabel={`Tag of ${userName(user)}: ${TAG_LABELS[current]}`}
      options={TAG_OPTIONS}
      value={current}
      busy={busy}
      onSelect={(tag) => void actions.setTag(user, tag)}
    />
  );
}

type UserRowActionsProps = UserControlProps & {
  /** The signed-in admin: their own role and account are not theirs to change here. */
  selfId: string;
  className?: string;
};

/**
 * Make admin or Remove admin, and Disable or Enable, each named with the user and confirmed
 * first; not on the signed-in admin's own row.
 */
export function UserRowActions({
  user,
  actions,
  selfId,
  className = 'flex flex-wrap gap-2',
}: UserRowActionsProps) {
  if (user.id === selfId) {
    return <p className="text-sm text-muted">Your own account</p>;
  }
  const name = userName(user);
  const busy = actions.busyOn(user.id);
  const admin = user.role === 'admin';
  return (
    <div className={className}>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={`${admin ? 'Remove admin role from' : 'Make admin:'} ${name}`}
        aria-disabled={busy || undefined}
        onClick={() => {
          if (!busy) actions.ask({ kind: 'role', user, role: admin ? 'user' : 'admin' });
        }}
        className={buttonClass({ variant: 'secondary', size: 'sm' })}
      >
        {admin ? 'Remove admin' : 'Make admin'}
      </button>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={`${user.disabled ? 'Enable' : 'Disable'} the account of ${name}`}
        aria-disabled={busy || undefined}
        onClick={() => {
          if (!busy) actions.ask({ kind: 'disabled', user, disabled: !user.disabled });
        }}
        className={
          user.disabled
            ? buttonClass({ variant: 'secondary', size: 'sm' })
            : buttonClass({ variant: 'danger-outline', size: 'sm' })
        }
      >
        {user.disabled ? 'Enable' : 'Disable'}
      </button>
    </div>
  );
}

/**
 * A user's actions in a list row: Make admin or Remove admin, and Disable account or Enable
 * account, each confirmed first in its dialog.
 */
export function userMenuSections(
  user: AdminUserRow,
  actions: Pick<UserActions, 'ask'>,
): MenuSection[] {
  const admin = user.role === 'admin';
  return [
    [
      {
        kind: 'action',
        label: admin ? 'Remove admin' : 'Make admin',
        dialog: true,
        onSelect: () => actions.ask({ kind: 'role', user, role: admin ? 'user' : 'admin' }),
      },
      {
        kind: 'action',
        label: user.disabled ? 'Enable account' : 'Disable account',
        dialog: true,
        danger: !user.disabled,
        onSelect: () => actions.ask({ kind: 'disabled', user, disabled: !user.disabled }),
      },
    ],
  ];
}

/**
 * One menu button a row, 'Actions for {name}', with the role and the account (the tag keeps its
 * own menu in its column); not on the signed-in admin's own row.
 */
export function UserActionMenu({ user, actions, selfId }: UserControlProps & { selfId: string }) {
  if (user.id === selfId) {
    return <p className="text-sm text-muted">Your own account</p>;
  }
  // While any change to the user is on its way, the others wait.
  return (
    <ActionMenu
      label={`Actions for ${userName(user)}`}
      sections={userMenuSections(user, actions)}
      busyLabel={actions.busyOn(user.id) ? 'Updating...' : null}
    />
  );
}
