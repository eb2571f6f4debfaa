import { useRef, useState } from 'react';
import { showToast, type ToastInput } from '../../ui/toast-store';
import { refocusIfLost } from './refocus';
import { useRefreshAdmin } from './use-refresh-admin';

/** An admin action on one row that a dialog asks a reason for (End now, Refund). */
export type ReasonedAction<T> = {
  call: (target: T, reason: string) => Promise<unknown>;
  toasts: { done: ToastInput; failed: (error: unknown) => ToastInput };
};

/**
 * The action once the admin gives a reason: the call, its toast, then every admin screen's data
 * read again before the dialog closes, so the row has moved (Ended, Refunded) when it does. A
 * failure keeps the dialog open with its toast. True when the action went through.
 */
export async function runReasonedAction<T>(
  action: ReasonedAction<T>,
  target: T,
  reason: string,
  after: { refresh: () => Promise<unknown>; close: () => void },
): Promise<boolean> {
  try {
    await action.call(target, reason);
    showToast(action.toasts.done);
    await after.refresh();
    after.close();
    return true;
  } catch (error) {
    showToast(action.toasts.failed(error));
    return false;
  }
}

/**
 * The row the reason dialog asks about, and the action once the admin confirms: one at a time,
 * busy until the lists are read again; the focus then goes to `fallbackFocus` if it was lost.
 */
export function useReasonedAction<T>(
  action: ReasonedAction<T>,
  { fallbackFocus }: { fallbackFocus?: () => HTMLElement | null } = {},
) {
  const refreshAdmin = useRefreshAdmin();
  const running = useRef(false);
  const [target, setTarget] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm(reason: string): Promise<boolean> {
    if (target === null || running.current) return false;
    running.current = true;
    setBusy(true);
    try {
      const close = () => {
        setTarget(null);
        refocusIfLost(fallbackFocus);
      };
      return await runReasonedAction(action, target, reason, { refresh: refreshAdmin, close });
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  return {
    target,
    busy,
    ask: (row: T) => setTarget(row),
    cancel: () => setTarget(null),
    confirm,
  };
}
