import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { canReach, parseStoredPositions, SCROLL_POSITIONS_KEY, scrollKey } from './scroll-memory';

/** Input that means the reader has started moving about the page themselves. */
const READER_INPUT = ['wheel', 'touchmove', 'keydown', 'mousedown'] as const;

/** A page whose content has not come in by then is left where it is. */
const GIVE_UP_MS = 10_000;

function storedPositions(): Record<string, number> {
  try {
    return parseStoredPositions(sessionStorage.getItem(SCROLL_POSITIONS_KEY));
  } catch {
    return {};
  }
}

/**
 * Scrolls to `target` as soon as the page is tall enough, watching the page's height. Settles
 * (calls `onSettled`) when it gets there, when the reader scrolls, types or clicks, or after
 * GIVE_UP_MS; the function it returns cancels the wait without settling.
 */
function scrollWhenReachable(target: number, onSettled: () => void): () => void {
  let done = false;
  const observer = new ResizeObserver(attempt);
  const timer = setTimeout(settle, GIVE_UP_MS);
  function cancel() {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    for (const type of READER_INPUT) window.removeEventListener(type, settle);
  }
  function settle() {
    if (done) return;
    cancel();
    onSettled();
  }
  function attempt() {
    if (done) return;
    if (!canReach(target, document.documentElement.scrollHeight, window.innerHeight)) return;
    window.scrollTo(0, target);
    settle();
  }
  for (const type of READER_INPUT) window.addEventListener(type, settle, { passive: true });
  observer.observe(document.body);
  attempt();
  return cancel;
}

/**
 * Back, forward, a reload or a return from another site restore where the reader was. React
 * Router's ScrollRestoration does that once, as the page first renders; a page that loads its
 * content afterwards (results, a listing: the data arrives later, and after a full load nothing
 * is cached) is too short then, and the browser stops at its end. This remembers the same
 * positions and finishes the restore once the page has grown tall enough.
 *
 * Positions are noted from scroll events, for the entry on screen; after a full load they start
 * from what React Router stored when the previous document of the tab was hidden.
 */
export function useRestoreWhenLoaded(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  // Read in the layout effect below, never while rendering: the server has no sessionStorage.
  const positions = useRef<Record<string, number> | null>(null);
  const currentKey = useRef(scrollKey(location));
  // Off while a restore is waiting: the short page's clamped position is not the reader's.
  const noting = useRef(true);
  const waiting = useRef<number | undefined>(undefined);

  useEffect(() => {
    function note() {
      if (noting.current && positions.current) {
        positions.current[currentKey.current] = window.scrollY;
      }
    }
    // Back from the browser's page cache: ScrollRestoration left the browser restoring scroll
    // positions itself when the page was hidden; the router does it again from here.
    function onPageShow(event: PageTransitionEvent) {
      if (event.persisted) window.history.scrollRestoration = 'manual';
    }
    window.addEventListener('scroll', note, { passive: true });
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('scroll', note);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, []);

  // A layout effect, after ScrollRestoration's (a child of the layout) has scrolled.
  useLayoutEffect(() => {
    positions.current ??= storedPositions();
    const key = scrollKey(location);
    currentKey.current = key;
    // POP: back, forward, and the document's first render (a reload or a return from another
    // site). REPLACE: the page tidied its address (a canonical path) while a restore was still
    // waiting for its content. A new entry has no saved position and opens at its top.
    const target =
      navigationType === 'POP'
        ? positions.current?.[key]
        : navigationType === 'REPLACE'
          ? waiting.current
          : undefined;
    waiting.current = undefined;
    noting.current = true;
    if (target === undefined || Math.abs(window.scrollY - target) <= 1) return;
    waiting.current = target;
    noting.current = false;
    return scrollWhenReachable(target, () => {
      waiting.current = undefined;
      noting.current = true;
    });
  }, [location, navigationType]);
}
