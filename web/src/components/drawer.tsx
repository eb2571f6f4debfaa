import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { CloseIcon } from './icons';
import { trapTab } from './trap-tab';

type DrawerProps = {
  id: string;
  title: string;
  /** Accessible name of the close button ('Close filters'). */
  closeLabel: string;
  open: boolean;
  onClose: () => void;
  /** Receives focus back when the drawer closes (the button that opened it). */
  returnFocusRef: RefObject<HTMLElement | null>;
  /** Stays in view below the scrolling body (an 'Apply' button). */
  footer?: ReactNode;
  children: ReactNode;
};

/**
 * A modal drawer on the native <dialog>, as the site menu's side sheet: the page behind is
 * inert, Escape closes it, Tab cycles inside it, a click on the backdrop closes it and focus
 * goes back to the opener. Adds a heading, a named close button and a fixed footer.
 */
export function Drawer({
  id,
  title,
  closeLabel,
  open,
  onClose,
  returnFocusRef,
  footer,
  children,
}: DrawerProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = `${id}-title`;

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
      aria-labelledby={titleId}
      onClose={handleClose}
      onKeyDown={trapTab}
      // Only the backdrop is the dialog itself: the panel inside covers the rest.
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
      className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(24rem,100vw)] max-w-none border-0 bg-white p-0 text-ink shadow-2xl backdrop:bg-black/50 open:animate-sheet-in"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
          <h2 id={titleId} className="text-lg font-bold text-ink">
            {title}
          </h2>
          <button
            type="button"
            onClick={() => dialogRef.current?.close()}
            className="rounded-md p-2 text-ink hover:bg-slate-100"
            aria-label={closeLabel}
          >
            <CloseIcon className="size-6" />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto px-4 py-4">{children}</div>
        {footer ? <div className="border-t border-slate-200 px-4 py-3">{footer}</div> : null}
      </div>
    </dialog>
  );
}
