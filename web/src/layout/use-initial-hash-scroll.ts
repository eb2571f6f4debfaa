import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** The element id named by a URL fragment ('#contact-us'), or null when there is none. */
function fragmentId(hash: string): string | null {
  if (hash.length < 2) return null;
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
}

/** A reload or a return through history, where the browser restores a position instead. */
function isRestoringLoad(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}

/** Input that means the reader has started moving about the page themselves. */
const READER_INPUT = ['wheel', 'touchmove', 'keydown'] as const;

/**
 * Opening the site at a link to a section (`/terms#contact-us`, shared or bookmarked): scrolls
 * the section into view once the page has rendered it, as the browser does for a static page.
 *
 * Pages load on demand, so the section is not there yet when the browser looks for the fragment,
 * nor when ScrollRestoration first renders (it scrolls to the top instead). ScrollRestoration
 * looks again only when the location changes, and finishing the first load does not change it.
 * In-app links to a section do change the location, so ScrollRestoration handles those; this
 * waits only on the location the document was opened at. A navigation or the reader's own
 * scrolling ends the wait.
 */
export function useInitialHashScroll(): void {
  const { key, hash } = useLocation();
  // Cleared by the first navigation: coming back to the first entry (the same key again) is a
  // return to a loaded page, which ScrollRestoration handles.
  const initialKey = useRef<string | null>(key);
  useEffect(() => {
    if (key !== initialKey.current) {
      initialKey.current = null;
      return;
    }
    if (isRestoringLoad()) return;
    const id = fragmentId(hash);
    // Already rendered: ScrollRestoration has scrolled to it.
    if (id === null || document.getElementById(id)) return;

    const stop = () => {
      observer.disconnect();
      for (const type of READER_INPUT) window.removeEventListener(type, stop);
    };
    const observer = new MutationObserver(() => {
      const target = document.getElementById(id);
      if (!target) return;
      stop();
      target.scrollIntoView();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    for (const type of READER_INPUT) window.addEventListener(type, stop, { passive: true });
    return stop;
  }, [key, hash]);
}
