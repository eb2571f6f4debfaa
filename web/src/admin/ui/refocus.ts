/**
 * After an admin change the control that had the focus may have gone (Approve on a row now
 * approved, a row that left the list): on the next frame the focus goes to `fallback` (the
 * page's heading) rather than being lost on the body.
 */
export function refocusIfLost(fallback?: () => HTMLElement | null): void {
  requestAnimationFrame(() => {
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected) fallback?.()?.focus();
  });
}
