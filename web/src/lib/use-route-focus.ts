import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Navigation state for in-page navigations that must leave focus where it is: a filter control
 * that changes the path (choosing a make) is still being used.
 */
export const KEEP_FOCUS_STATE = { keepFocus: true } as const;

function keepsFocus(state: unknown): boolean {
  return (state as { keepFocus?: unknown } | null)?.keepFocus === true;
}

/**
 * After an in-app navigation, moves focus to the main region so keyboard and screen-reader
 * users start at the new page, as they would after a full page load. Scrolling stays with
 * ScrollRestoration.
 */
export function useRouteFocus(target: RefObject<HTMLElement | null>): void {
  const location = useLocation();
  const { pathname } = location;
  const firstRender = useRef(true);
  // Read at the time of the path change only: a state change alone must not move focus.
  const shouldKeepFocus = useEffectEvent(() => keepsFocus(location.state));
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (shouldKeepFocus()) return;
    target.current?.focus({ preventScroll: true });
  }, [pathname, target]);
}
