import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { CloseIcon } from './icons';
import { trapTab } from './trap-tab';

type SideSheetProps = {
  id: string;
  label: string;
  open: boolean;
  onClose: () => void;
  /** Receives focus back when the sheet closes (the button that opened it). */
  returnFocusRef: RefObject<HTMLElement | null>;
  /** The site menu slides in from the right; the admin navigation opens on its sidebar's side. */
  side?: 'left' | 'right';
  children: ReactNode;
};

const SIDES = {
  right: 'right-0 left-auto w-[min(20rem,85vw)] open:animate-sheet-in',
  left: 'right-auto left-0 w-[min(18rem,85vw)]',
} as const;

/**
 * A modal side sheet on the native <dialog>: the page behind is inert, Escape closes it, Tab
 * cycles inside it, a click on the backdrop closes it and focus goes back to the opener.
 */
export function SideSheet({
  id,
  label,
  open,
  onClose,
  returnFocusRef,
  side = 'right',
  children,
}: SideSheetProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  function handleClose() {
    onClose();
    returnFocusRef.current?.focus();
  }

  return (
    <dialog
      ref={dialogRef}
      id={id}
      aria-label={label}
      onClose={handleClose}
      onKeyDown={trapTab}
      // Only the backdrop is the dialog itself: the panel inside covers the rest.
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
      className={`fixed inset-y-0 m-0 h-dvh max-h-none max-w-none border-0 bg-white p-0 text-ink shadow-2xl backdrop:bg-black/50 ${SIDES[side]}`}
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
          <p className="text-lg font-bold text-brand-700">{label}</p>
          <button
            type="button"
            onClick={() => dialogRef.current?.close()}
            className="rounded-md p-2 text-ink hover:bg-slate-100"
            aria-label="Close menu"
          >
            <CloseIcon className="size-6" />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto px-4 py-4">{children}</div>
      </div>
    </dialog>
  );
}
