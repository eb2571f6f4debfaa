import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { CloseIcon } from '../../components/icons';
import { trapTab } from '../../components/trap-tab';

type AdminNavSheetProps = {
  id: string;
  open: boolean;
  onClose: () => void;
  /** The menu button: it has the focus back when the sheet closes. */
  returnFocusRef: RefObject<HTMLElement | null>;
  children: ReactNode;
};

/**
 * The admin navigation on phones: an 18rem sheet from the left on the native modal <dialog>,
 * as the site menu's side sheet (components/side-sheet.tsx) but on the navigation's side: the
 * page behind inert, Escape or the backdrop closes it, Tab cycles inside, the focus returns to
 * the menu button.
 */
export function AdminNavSheet({ id, open, onClose, returnFocusRef, children }: AdminNavSheetProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      id={id}
      data-admin-sheet=""
      aria-label="Admin menu"
      onClose={() => {
        onClose();
        returnFocusRef.current?.focus();
      }}
      onKeyDown={trapTab}
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
      className="fixed inset-y-0 right-auto left-0 m-0 h-dvh max-h-none w-[min(18rem,85vw)] max-w-none border-0 bg-white p-0 text-ink shadow-2xl backdrop:bg-black/50"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
          <p className="text-lg font-bold text-brand-700">Admin menu</p>
          <button
            type="button"
            onClick={() => dialogRef.current?.close()}
            className="rounded-md p-2 text-ink hover:bg-slate-100"
            aria-label="Close menu"
          >
            <CloseIcon className="size-6" />
          </button>
        </div>
        <nav aria-label="Admin" className="flex-1 overflow-y-auto px-3 py-4">
          {children}
        </nav>
      </div>
    </dialog>
  );
}
