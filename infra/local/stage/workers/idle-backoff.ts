/**
 * The pause of a poller between polls that find nothing: `baseMs` at first, doubling after each
 * empty poll up to `maxMs`, and back to `baseMs` once a poll finds work or someone says work may
 * be coming (`reset`). A stage left idle then costs DynamoDB Local a poll a second instead of
 * four, while a stage in use keeps the short pause (decision 049).
 */
export type IdleBackoff = {
  /** The pause to take after a poll that found nothing; the next one is twice as long. */
  next(): number;
  /** Work was found, or may be coming: the next pause is `baseMs` again. */
  reset(): void;
};

export function idleBackoff({ baseMs, maxMs }: { baseMs: number; maxMs: number }): IdleBackoff {
  let pause = baseMs;
  return {
    next: () => {
      const now = pause;
      pause = Math.min(Math.max(maxMs, baseMs), pause * 2);
      return now;
    },
    reset: () => {
      pause = baseMs;
    },
  };
}
