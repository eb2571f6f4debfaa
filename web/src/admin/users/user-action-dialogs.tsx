import { ConfirmDialog } from '../ui/confirm-dialog';
import { DISABLE_COPY, ROLE_COPY, ROLE_NOTE, userName } from './user-copy';
import type { UserActions } from './use-user-actions';

/** The confirmation of a role or account change, while one is asked for. */
export function UserActionDialogs({ actions }: { actions: UserActions }) {
  const change = actions.pending;
  if (!change) return null;
  const name = userName(change.user);
  if (change.kind === 'role') {
    const copy = change.role === 'admin' ? ROLE_COPY.grant : ROLE_COPY.revoke;
    return (
      <ConfirmDialog
        key={`role-${change.user.id}`}
        id="user-role"
        title={copy.title}
        message={
          <>
            <p className="font-medium break-words">{name}</p>
            <p className="mt-2">
              {change.role === 'admin'
                ? 'They will be able to use every admin screen: moderation, listings, users and settings.'
                : 'They will no longer be able to use the admin screens.'}{' '}
              {ROLE_NOTE}
            </p>
          </>
        }
        confirmLabel={copy.confirm}
        busyLabel={copy.busy}
        busy={actions.busy?.kind === 'role'}
        destructive={change.role !== 'admin'}
        onConfirm={() => void actions.confirm()}
        onClose={actions.cancel}
      />
    );
  }
  const copy = change.disabled ? DISABLE_COPY.disable : DISABLE_COPY.enable;
  return (
    <ConfirmDialog
      key={`disabled-${change.user.id}`}
      id="user-disabled"
      title={copy.title}
      message={
        <>
          <p className="font-medium break-words">{name}</p>
          <p className="mt-2">{copy.message}</p>
        </>
      }
      confirmLabel={copy.confirm}
      busyLabel={copy.busy}
      busy={actions.busy?.kind === 'disabled'}
      destructive={change.disabled}
      onConfirm={() => void actions.confirm()}
      onClose={actions.cancel}
    />
  );
}
