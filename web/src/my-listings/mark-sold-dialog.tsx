import { useEffect, useRef } from 'react';
import { trapTab } from '../ui/trap-tab';
import { markSoldCopy } from './mark-sold';
import { DialogActions } from '../ui/dialog';
import type { MarkSoldActions } from './use-mark-sold';

type MarkSoldDialogProps = {
  /** The listing's title ('2019 Ford Transit'). */
  title: string;
  busy: boolean;
  onConfirm: () => void;
  /** The dialog has closed (Escape or Cancel, not while busy): the owner unmounts it. */
  onClose: () => void;
};

/**
 * Asks before marking a listing sold, on the native modal <dialog> (as the Change Password
 * dialog): the page behind is inert, Tab stays inside, Escape and Cancel close it except while
 * the change is being sent. Cancel, the harmless choice, has the focus first.
 */
export function MarkSoldDialog({ title, busy, onConfirm, onClose }: MarkSoldDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const copy = markSoldCopy(title);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || dialog.open) return;
    dialog.showModal();
    cancelRef.current?.focus();
  }, []);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="mark-sold-title"
      aria-describedby="mark-sold-question mark-sold-consequence"
      onKeyDown={trapTab}
      // Escape: not while the change is being sent.
      onCancel={(event) => {
        if (busy) event.preventDefault();
      }}
      onClose={onClose}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(30rem,calc(100vw-2rem))] max-w-none overflow-y-auto rounded-xl border-0 bg-white p-5 text-ink shadow-2xl backdrop:bg-black/50 sm:p-6"
    >
      <h2 id="mark-sold-title" className="text-xl font-bold tracking-tight text-ink">
        {copy.heading}
      </h2>
      <p id="mark-sold-question" className="mt-2 break-words text-ink">
        {copy.question}
      </p>
      <p id="mark-sold-consequence" className="mt-2 text-muted">
        {copy.consequence}
      </p>
      <DialogActions
        busy={busy}
        confirmLabel={copy.confirm}
        busyLabel={copy.confirmBusy}
        cancelLabel={copy.cancel}
        onCancel={() => dialogRef.current?.close()}
        onConfirm={onConfirm}
        tone="primary"
        cancelRef={cancelRef}
        spacing="message"
      />
    </dialog>
  );
}

/** The dialog while the 'Sold' action asks about a listing (My Listings, the owner's listing page). */
export function MarkSoldPrompt({ markSold }: { markSold: MarkSoldActions }) {
  const { target } = markSold;
  if (!target) return null;
  return (
    <MarkSoldDialog
      key={target.id}
      title={target.title}
      busy={markSold.busy}
      onConfirm={() => void markSold.confirm()}
      onClose={markSold.close}
    />
  );
}
