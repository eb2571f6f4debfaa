import { useRef, type ReactNode } from 'react';
import { DANGER_BUTTON, PRIMARY_BUTTON, SECONDARY_BUTTON } from './admin-styles';
import { AdminDialog } from './admin-dialog';

type ConfirmDialogProps = {
  id: string;
  title: string;
  /** The question, in the spec's words where it has them. */
  message: ReactNode;
  confirmLabel: string;
  /** The confirm button's words while the change is on its way ('Deleting...'). */
  busyLabel: string;
  busy: boolean;
  /** Red confirm button: the change cannot be undone. */
  destructive?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * Asks before a change: Cancel (the harmless choice) has the focus first; the confirm button
 * says when the change is on its way and cannot be pressed twice.
 */
export function ConfirmDialog({
  id,
  title,
  message,
  confirmLabel,
  busyLabel,
  busy,
  destructive = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <AdminDialog
      id={id}
      title={title}
      description={message}
      busy={busy}
      onClose={onClose}
      initialFocusRef={cancelRef}
    >
      {(close) => (
        <>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button
              ref={cancelRef}
              type="button"
              disabled={busy}
              onClick={close}
              className={SECONDARY_BUTTON}
            >
              Cancel
            </button>
            <button
              type="button"
              aria-disabled={busy || undefined}
              onClick={() => {
                if (!busy) onConfirm();
              }}
              className={destructive ? DANGER_BUTTON : PRIMARY_BUTTON}
            >
              {busy ? busyLabel : confirmLabel}
            </button>
          </div>
          <p role="status" className="sr-only">
            {busy ? busyLabel : ''}
          </p>
        </>
      )}
    </AdminDialog>
  );
}
