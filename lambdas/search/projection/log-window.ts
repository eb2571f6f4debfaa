/**
 * Which part of the log a reader asks for next. Entries are keyed by the time the projector
 * wrote them, but one can become visible to a reader a little after later ones: a write in
 * flight or retried (the projector bounds that by MAX_LOG_WRITE_MS, rewriting slower ones),
 * an eventually consistent read, clocks a few milliseconds apart. So each read goes back
 * LOG_LATE_MS before the previous read began, which covers the usual case at once, and once
 * a minute a sweep goes back LOG_SWEEP_LATE_MS, which covers the worst case within a minute.
 * Entries read twice are skipped by their sequence numbers (ChangeApplier). With no writes
 * every read returns nothing: 0.5 RCU.
 */
export const LOG_LATE_MS = 5_000;
export const LOG_SWEEP_EVERY_MS = 60_000;
export const LOG_SWEEP_LATE_MS = 60_000;

export type LogWindow = {
  /** When the last read began (epoch ms, reader's clock). */
  lastReadAt: number;
  /** When the last sweep began. */
  lastSweepAt: number;
};

/** The window after the first read, which covered everything since the snapshot's cursor. */
export function windowAfterCatchUp(readStartedAt: number): LogWindow {
  return { lastReadAt: readStartedAt, lastSweepAt: readStartedAt };
}

/** From when the next read must ask (`afterMs`), and whether it is a sweep. */
export function nextRead(window: LogWindow, now: number): { afterMs: number; sweep: boolean } {
  const sweep = now - window.lastSweepAt >= LOG_SWEEP_EVERY_MS;
  return sweep
    ? { afterMs: window.lastSweepAt - LOG_SWEEP_LATE_MS, sweep }
    : { afterMs: window.lastReadAt - LOG_LATE_MS, sweep };
}

export function windowAfterRead(
  window: LogWindow,
  read: { startedAt: number; sweep: boolean },
): LogWindow {
  return {
    lastReadAt: read.startedAt,
    lastSweepAt: read.sweep ? read.startedAt : window.lastSweepAt,
  };
}

/**
 * The cursor a snapshot records after a read that began at `readStartedAt`: far enough back
 * that every entry written before it had become visible to that read, even the latest
 * possible. Its readers start from here and skip what the snapshot already holds (its recent
 * sequence numbers).
 */
export function snapshotCursorAfter(readStartedAt: number): number {
  return readStartedAt - LOG_SWEEP_LATE_MS;
}
