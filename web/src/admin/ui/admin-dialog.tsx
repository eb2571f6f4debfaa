import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { trapTab } from '../../components/trap-tab';

type AdminDialogProps = {
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
 * A modal dialog on the native <dialog> (as Mark as sold): opened on mount, the page behind
 * inert, Tab kept inside, Escape closes it except while busy, and the browser returns the
 * focus to what had it before.
 */
export function AdminDialog({
  id,
  title,
  description,
  busy,
  onClose,
  initialFocusRef,
  children,
}: AdminDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = `${id}-title`;
  const descriptionId = description ? `${id}-description` : undefined;

  const openerRef = useRef<Element | null>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) {
      openerRef.current = document.activeElement;
      dialog.showModal();
      initialFocusRef.current?.focus();
    }
    return () => {
      // Back to the opener, unless it has gone (a row that left the list).
      const opener = openerRef.current;
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [initialFocusRef]);

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
