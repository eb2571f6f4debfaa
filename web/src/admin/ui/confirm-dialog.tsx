import { useRef, type ReactNode } from 'react';
import { Dialog, DialogActions } from '../../ui/dialog';

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
    <Dialog
      id={id}
      title={title}
      description={message}
      busy={busy}
      onClose={onClose}
      initialFocusRef={cancelRef}
    >
      {(close) => (
        <DialogActions
          busy={busy}
          confirmLabel={confirmLabel}
          busyLabel={busyLabel}
          onCancel={close}
          onConfirm={onConfirm}
          tone={destructive ? 'danger' : 'primary'}
          cancelRef={cancelRef}
          spacing="message"
        />
      )}
    </Dialog>
  );
}
