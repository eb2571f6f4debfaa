import { useEffect, type ReactNode } from 'react';

let committed = false;

/**
 * Its effect runs once the tree inside it has committed. A wrapper, not a sibling of the router:
 * a sibling would change the tree's shape, and with it every useId, from the server's.
 */
export function AfterCommit({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(() => {
    // Strict mode runs effects twice in development.
    if (committed) return;
    committed = true;
    onCommit();
  }, [onCommit]);
  return children;
}

/**
 * `<html data-hydrated="true">`: the page is interactive from here, whether React took over the
 * server's markup or rendered the shell of a private page (the end-to-end tests wait for it).
 */
export function markInteractive(): void {
  document.documentElement.dataset.hydrated = 'true';
}
