import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { CloseIcon } from './icons';
import { trapTab } from './trap-tab';

type SheetProps = {
  id: string;
  title: string;
  /**
   * 'heading': the title is the sheet's h2 and names it (the filter drawer). 'label': a line in
   * the brand colour names it without adding a heading to the page (the site and admin menus).
   */
  titleAs?: 'heading' | 'label';
  /** Accessible name of the close button ('Close filters'). */
  closeLabel?: string;
  open: boolean;
  onClose: () => void;
  /** Receives focus back when the sheet closes (the button that opened it). */
  returnFocusRef: RefObject<HTMLElement | null>;
  /**
   * 'panel' (24rem, the whole width of a phone) holds a form; 'menu' slides in from the right
   * (20rem); 'menu-left' opens on the admin sidebar's side (18rem).
   */
  placement?: 'panel' | 'menu' | 'menu-left';
  /** Stays in view below the scrolling body (an 'Apply' button). */
  footer?: ReactNode;
  children: ReactNode;
};

const PLACEMENTS = {
  panel: 'right-0 left-auto w-[min(24rem,100vw)] open:animate-sheet-in',
  menu: 'right-0 left-auto w-[min(20rem,85vw)] open:animate-sheet-in',
  'menu-left': 'right-auto left-0 w-[min(18rem,85vw)]',
} as const;

/**
 * A modal side sheet on the native <dialog>: the page behind is inert, Escape closes it, Tab
 * cycles inside it, a click on the backdrop closes it and focus goes back to the opener. A
 * title, a named close button, a scrolling body and an optional fixed footer.
 */
export function Sheet({
  id,
  title,
  titleAs = 'heading',
  closeLabel = 'Close menu',
  open,
  onClose,
  returnFocusRef,
  placement = 'panel',
  footer,
  children,
}: SheetProps) {
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

  const named = titleAs === 'heading' ? { 'aria-labelledby': titleId } : { 'aria-label': title };
  return (
    <dialog
      ref={dialogRef}
      id={id}
      {...named}
      onClose={handleClose}
      onKeyDown={trapTab}
      // Only the backdrop is the dialog itself: the panel inside covers the rest.
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
      className={`fixed inset-y-0 m-0 h-dvh max-h-none max-w-none border-0 bg-white p-0 text-ink shadow-2xl backdrop:bg-black/50 ${PLACEMENTS[placement]}`}
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
          {titleAs === 'heading' ? (
            <h2 id={titleId} className="text-lg font-bold text-ink">
              {title}
            </h2>
          ) : (
            <p className="text-lg font-bold text-brand-700">{title}</p>
          )}
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
