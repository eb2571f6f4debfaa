import { useCallback, useSyncExternalStore } from 'react';

/** Matches Tailwind's `md`: the mobile layout is below 768 px. */
export const DESKTOP_QUERY = '(min-width: 768px)';

/** Whether a media query matches now, updated as the window changes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}
