import { useEffect, useRef } from 'react';
import { showToast } from '../ui/toast-store';

/** One toast per failed read, however often SWR retries, so the screen does not fill with toasts. */
export function useListingLoadFailure(error: unknown): void {
  const toasted = useRef<unknown>(undefined);
  useEffect(() => {
    if (!error || toasted.current) return;
    toasted.current = error;
    showToast({
      title: 'Error',
      description: 'Could not load listing details',
      variant: 'destructive',
    });
  }, [error]);
}
