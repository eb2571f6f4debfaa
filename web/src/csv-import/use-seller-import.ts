import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { ImportStatus } from '#shared/csv-import/imports';
import { showToast } from '../ui/toast-store';
import { importCompletedToast } from './import-copy';
import { importSummary, isFinished, isRunning } from './import-state';
import { useOwnImports } from './use-own-imports';

type SellerImportOptions = {
  userId: string;
  /** Listings were (or may have been) added: refresh the page's lists. */
  onImported: () => Promise<void> | void;
};

/**
 * Import CSV on My Listings: whether the dialog is open (and on which running import), the
 * seller's imports of the last 30 days, and the end of a run, told once, whether the dialog or
 * the page's banner saw it (a seller who left and came back).
 */
export function useSellerImport({ userId, onImported }: SellerImportOptions) {
  const [dialog, setDialog] = useState<{ resume: ImportStatus | null } | null>(null);
  const list = useOwnImports(userId, { paused: dialog !== null });
  const items = list.data?.items ?? null;
  const running = items?.find(isRunning) ?? null;

  const told = useRef(new Set<string>());
  function finished(record: ImportStatus) {
    if (told.current.has(record.id)) return;
    told.current.add(record.id);
    const summary = importSummary(record);
    if (summary.succeeded) {
      showToast(importCompletedToast(record.imported, record.rows_total ?? record.imported));
    }
    void onImported();
    void list.mutate();
  }
  const endedMeanwhile = useEffectEvent(finished);

  // The banner's import ended while the dialog was closed.
  const watched = useRef<string | null>(null);
  useEffect(() => {
    if (running) {
      watched.current = running.id;
      return;
    }
    const id = watched.current;
    watched.current = null;
    const ended = id ? items?.find((record) => record.id === id) : undefined;
    if (ended && isFinished(ended)) endedMeanwhile(ended);
  }, [running, items]);

  return {
    /** The import running now, if any (the banner). */
    running,
    /** Every import of the last 30 days (the dialog's list). */
    recent: items,
    /** The dialog's state while open: `resume` is the running import it shows. */
    dialog,
    /** Opens the dialog: on the running import if there is one, else on the picker. */
    open: () => setDialog({ resume: running }),
    close: () => {
      setDialog(null);
      void list.mutate();
    },
    /** The dialog saw its import end. */
    finished,
  };
}
