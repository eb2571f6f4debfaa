import type { AdminUserRow } from '../../../../shared/admin/users';
import { SMALL_BUTTON, SMALL_DANGER_BUTTON } from '../ui/admin-styles';
import { SelectMenu } from '../ui/select-menu';
import { TAG_LABELS, TAG_OPTIONS, tagOf, userName } from './user-copy';
import type { UserActions } from './use-user-actions';

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
        className={SMALL_BUTTON}
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
        className={user.disabled ? SMALL_BUTTON : SMALL_DANGER_BUTTON}
      >
        {user.disabled ? 'Enable' : 'Disable'}
      </button>
    </div>
  );
}
