import { useEffect, useEffectEvent } from 'react';
import { showToast, type ToastInput } from '../../ui/toast-store';

/** One toast per failed load, not one per retry: it shows when `failed` turns true. */
export function useFailureToast(failed: boolean, toast: ToastInput): void {
  const show = useEffectEvent(() => showToast(toast));
  useEffect(() => {
    if (failed) show();
  }, [failed]);
}
