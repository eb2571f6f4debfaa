import { useCallback, useSyncExternalStore } from 'react';

/** Matches Tailwind's `md`: the mobile layout is below 768 px. */
export const DESKTOP_QUERY = '(min-width: 768px)';

const notMatching = () => false;

/**
 * Whether a media query matches now, updated as the window changes. False on the server and in
 * the hydration render, which cannot know the viewport. So it may drive behaviour only, never the
 * structure of a server-rendered page: a layout that depends on the viewport is chosen by CSS
 * breakpoints, or it would mismatch while hydrating and shift on every desktop load.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, notMatching);
}
