import { useEffect, useRef, type ReactNode } from 'react';
import type { ImportStatus } from '#shared/csv-import/imports';
import { trapTab } from '../ui/trap-tab';
import { useModalDialog } from '../ui/use-modal-dialog';
import { DIALOG_ID, ImportDialogView } from './import-dialog-view';
import { isLocked } from './import-state';
import { useCsvImport, type CsvImportOptions } from './use-csv-import';

type ImportDialogProps = CsvImportOptions & {
  /** An admin's owner chooser, above the picker. */
  owner?: ReactNode;
  /** The seller's imports of the last 30 days. */
  recent?: readonly ImportStatus[] | null;
  /** The dialog has closed: the owner unmounts it, which resets it (spec 02 section 2). */
  onClose: () => void;
};

/**
 * The Import CSV dialog on the native modal <dialog> (as Mark as sold): opened on mount, the
 * page behind inert, Tab kept inside, the focus back on the opener when it closes. While the
 * import runs, Escape and the close control do nothing, and the dialog says so.
 */
export function ImportDialog({ owner, recent, onClose, ...options }: ImportDialogProps) {
  const state = useCsvImport(options);
  const { phase } = state;
  const locked = isLocked(phase);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const progress = useRef<HTMLDivElement>(null);
  const result = useRef<HTMLDivElement>(null);
  const duplicate = useRef<HTMLButtonElement>(null);

  useModalDialog(dialogRef, (dialog) => {
    const first = dialog.querySelector<HTMLElement>('[data-autofocus]') ?? fileInput.current;
    return first ?? progress.current ?? result.current;
  });

  // The control that had the focus goes away as the dialog moves on: the focus follows.
  const step = phase.step;
  const previous = useRef(step);
  useEffect(() => {
    const from = previous.current;
    previous.current = step;
    if (from === step) return;
    if (step === 'duplicate') duplicate.current?.focus();
    else if (step === 'uploading' || (step === 'running' && from !== 'starting')) {
      progress.current?.focus();
    } else if (step === 'finished') result.current?.focus();
    else if (step === 'idle' && from !== 'idle') fileInput.current?.focus();
  }, [step]);

  const close = () => {
    if (!isLocked(phase)) dialogRef.current?.close();
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={`${DIALOG_ID}-title`}
      aria-describedby={`${DIALOG_ID}-description`}
      onKeyDown={(event) => {
        // Escape's close request is the keydown's default action: stopping it there keeps
        // Chrome from closing anyway on a second press.
        if (event.key === 'Escape' && locked) event.preventDefault();
        trapTab(event);
      }}
      onCancel={(event) => {
        if (locked) event.preventDefault();
      }}
      onClose={() => {
        if (locked) dialogRef.current?.showModal();
        else onClose();
      }}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(40rem,calc(100vw-2rem))] max-w-none overflow-y-auto rounded-xl border-0 bg-white p-5 text-ink shadow-2xl backdrop:bg-black/50 sm:p-6"
    >
      <ImportDialogView
        phase={phase}
        fileError={state.fileError}
        owner={owner}
        recent={recent}
        refs={{ fileInput, progress, result, duplicate }}
        onChooseFile={state.chooseFile}
        onStart={state.start}
        onImportAgain={state.importAgain}
        onCancelDuplicate={state.cancelDuplicate}
        onReset={state.reset}
        onClose={close}
      />
    </dialog>
  );
}
