import { useRef, type ReactNode, type Ref, type RefObject } from 'react';
import { buttonClass } from './button';
import { trapTab } from './trap-tab';
import { useModalDialog } from './use-modal-dialog';

type DialogProps = {
  /** Unique on the page: names the title and description ids. */
  id: string;
  title: string;
  /** Read out with the title when the dialog opens. */
  description?: ReactNode;
  /** While the change is on its way, Escape does not close the dialog. */
  busy: boolean;
  /** The dialog has closed (Escape, Cancel or after a change): the owner unmounts it. */
  onClose: () => void;
  /** Takes the focus when the dialog opens (the harmless choice, or the first field). */
  initialFocusRef: RefObject<HTMLElement | null>;
  /** Fields and buttons. */
  children: (close: () => void) => ReactNode;
};

/**
 * The site's modal dialog on the native <dialog>: opened on mount, the page behind inert, Tab
 * kept inside, Escape closes it except while busy, and the focus goes back to the opener.
 */
export function Dialog({
  id,
  title,
  description,
  busy,
  onClose,
  initialFocusRef,
  children,
}: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = `${id}-title`;
  const descriptionId = description ? `${id}-description` : undefined;

  useModalDialog(dialogRef, () => initialFocusRef.current);

  const close = () => dialogRef.current?.close();

  return (
    <dialog
      ref={dialogRef}
      id={id}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onKeyDown={trapTab}
      onCancel={(event) => {
        if (busy) event.preventDefault();
      }}
      onClose={onClose}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(32rem,calc(100vw-2rem))] max-w-none overflow-y-auto rounded-xl border-0 bg-white p-5 text-ink shadow-2xl backdrop:bg-black/50 sm:p-6"
    >
      <h2 id={titleId} className="text-xl font-bold tracking-tight text-ink">
        {title}
      </h2>
      {description ? (
        <div id={descriptionId} className="mt-2 break-words text-ink">
          {description}
        </div>
      ) : null}
      {children(close)}
    </dialog>
  );
}

type DialogActionsProps = {
  busy: boolean;
  confirmLabel: string;
  /** The confirm button's words while the change is on its way ('Rejecting...'). */
  busyLabel: string;
  /** Cancel: closes the dialog (not while busy). */
  onCancel: () => void;
  /** A plain button that calls this; without it, the confirm button submits the dialog's form. */
  onConfirm?: () => void;
  /** Red when the change cannot be undone. */
  tone?: 'primary' | 'danger';
  /** Cancel, the harmless choice, takes the focus first where the dialog has no field. */
  cancelRef?: Ref<HTMLButtonElement>;
  cancelLabel?: string;
  /** 'form': under the last field of a form grid; 'message': under the dialog's text. */
  spacing?: 'form' | 'message';
};

/**
 * A dialog's Cancel and confirm buttons, the confirm one last (first on a phone, above Cancel).
 * The confirm button says when the change is on its way and cannot be pressed twice; a status
 * line reads the same to screen readers.
 */
export function DialogActions({
  busy,
  confirmLabel,
  busyLabel,
  onCancel,
  onConfirm,
  tone = 'danger',
  cancelRef,
  cancelLabel = 'Cancel',
  spacing = 'form',
}: DialogActionsProps) {
  return (
    <>
      <div
        className={`${spacing === 'form' ? 'mt-2' : 'mt-6'} flex flex-col-reverse gap-3 sm:flex-row sm:justify-end`}
      >
        <button
          ref={cancelRef}
          type="button"
          disabled={busy}
          onClick={onCancel}
          className={buttonClass({ variant: 'secondary' })}
        >
          {cancelLabel}
        </button>
        <button
          type={onConfirm ? 'button' : 'submit'}
          aria-disabled={busy || undefined}
          onClick={
            onConfirm
              ? () => {
                  if (!busy) onConfirm();
                }
              : undefined
          }
          className={buttonClass({ variant: tone })}
        >
          {busy ? busyLabel : confirmLabel}
        </button>
      </div>
      <p role="status" className="sr-only">
        {busy ? busyLabel : ''}
      </p>
    </>
  );
}

type FormDialogProps = Omit<DialogProps, 'children'> &
  Pick<DialogActionsProps, 'confirmLabel' | 'busyLabel' | 'tone'> & {
    /** Enter in a field or the confirm button; the owner checks the fields and sends. */
    onSubmit: () => void;
    /** The fields. */
    children: ReactNode;
  };

/**
 * A dialog that asks for something (a reason, a note): its fields in a grid, then Cancel and
 * the confirm button, which submits the form so that Enter in a field does the same.
 */
export function FormDialog({
  onSubmit,
  confirmLabel,
  busyLabel,
  tone,
  children,
  ...dialog
}: FormDialogProps) {
  return (
    <Dialog {...dialog}>
      {(close) => (
        <form
          noValidate
          className="mt-4 grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          {children}
          <DialogActions
            busy={dialog.busy}
            confirmLabel={confirmLabel}
            busyLabel={busyLabel}
            onCancel={close}
            {...(tone ? { tone } : {})}
          />
        </form>
      )}
    </Dialog>
  );
}
