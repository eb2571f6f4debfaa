/**
 * Runs `start` once the browser has painted the page it holds, and only once. A server-rendered
 * page is complete without its scripts, so on a slow phone the photos and text should have the
 * network first and the app's code (hundreds of kilobytes) the bandwidth after them
 * (docs/decisions/029-scripts-after-first-paint.md).
 *
 * A callback of requestAnimationFrame runs just before a frame is painted; a task queued from it
 * runs after that paint. Hidden tabs paint no frames, so a timer starts the app there as well.
 */
export function afterFirstPaint(start: () => void, fallbackMs = 1000): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, fallbackMs);
}
