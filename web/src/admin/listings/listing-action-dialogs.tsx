import { ADMIN_MESSAGES } from '#shared/admin/messages';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { DELETE_COPY } from './action-copy';
import { RejectDialog } from './reject-dialog';
import { useModerationReasons } from './use-moderation-reasons';
import type { ListingActions } from './use-listing-actions';

/** The reject and delete dialogs of a screen's listing actions, while one is open. */
export function ListingActionDialogs({
  actions,
  userId,
}: {
  actions: ListingActions;
  userId: string;
}) {
  const reasons = useModerationReasons(userId);
  const { rejecting, deleting, busy } = actions;
  return (
    <>
      {rejecting ? (
        <RejectDialog
          key={rejecting.id}
          name={rejecting.name}
          reasons={reasons}
          busy={busy?.kind === 'reject'}
          onReject={(reason, note) => void actions.reject(reason, note)}
          onClose={actions.closeReject}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          key={deleting.id}
          id="delete-listing"
          title={DELETE_COPY.title}
          message={
            <>
              <p className="font-medium">{deleting.name}</p>
              <p className="mt-2">{ADMIN_MESSAGES.deleteConfirm}</p>
            </>
          }
          confirmLabel={DELETE_COPY.confirm}
          busyLabel={DELETE_COPY.busy}
          busy={busy?.kind === 'delete'}
          destructive
          onConfirm={() => void actions.remove()}
          onClose={actions.closeDelete}
        />
      ) : null}
    </>
  );
}
