import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { markOwnListingSoldRoute } from '#shared/api/routes/mark-own-listing-sold';
import type { OwnListing } from '#shared/own-listings';
import { callApi } from '../api/client';
import { showToast } from '../ui/toast-store';
import { markedSoldToast, markSoldFailedToast, shouldRefreshAfterFailure } from './mark-sold';

export type MarkSoldTarget = { id: string; title: string };

type MarkSoldOptions = {
  /** After the listing was marked sold (or turned out to be sold or gone): refresh the data. */
  onChanged: (updated: OwnListing | null) => Promise<void> | void;
  /**
   * Where the focus goes once the listing has been marked sold: the control that opened the
   * dialog has gone (with its row, or as an action a sold listing no longer has).
   */
  fallbackFocus: () => HTMLElement | null;
};

/**
 * The 'Sold' action: which listing the confirmation dialog asks about, and the call once the
 * seller confirms. The dialog stays open (busy) until the new data is in, so the row has moved
 * to the Sold tab by the time it closes; the focus then goes to `fallbackFocus`. Closed with
 * Escape or Cancel, the browser gives the focus back to the opener.
 */
export function useMarkSold({ onChanged, fallbackFocus }: MarkSoldOptions) {
  const [target, setTarget] = useState<MarkSoldTarget | null>(null);
  const [busy, setBusy] = useState(false);
  const focusOnClose = useRef(false);
  const moveFocus = useEffectEvent(() => fallbackFocus()?.focus());

  // After the commit that removed the dialog.
  useEffect(() => {
    if (target !== null || !focusOnClose.current) return;
    focusOnClose.current = false;
    moveFocus();
  }, [target]);

  function finish() {
    focusOnClose.current = true;
    setTarget(null);
  }

  async function confirm(): Promise<void> {
    if (!target || busy) return;
    setBusy(true);
    try {
      const updated = await callApi(markOwnListingSoldRoute, { path: { id: target.id } });
      showToast(markedSoldToast(target.title));
      await onChanged(updated);
      finish();
    } catch (error) {
      showToast(markSoldFailedToast(error));
      if (shouldRefreshAfterFailure(error)) {
        await onChanged(null);
        finish();
      }
    } finally {
      setBusy(false);
    }
  }

  return {
    target,
    busy,
    open: (next: MarkSoldTarget) => setTarget(next),
    /** The dialog closed (Escape, Cancel); a change already sent still completes. */
    close: () => setTarget(null),
    confirm,
  };
}

export type MarkSoldActions = ReturnType<typeof useMarkSold>;
