import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * After an in-app navigation, moves focus to the main region so keyboard and screen-reader
 * users start at the new page, as they would after a full page load. Scrolling stays with
 * ScrollRestoration.
 */
export function useRouteFocus(target: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    target.current?.focus({ preventScroll: true });
  }, [pathname, target]);
}
