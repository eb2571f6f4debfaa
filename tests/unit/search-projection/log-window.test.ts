import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LOG_LATE_MS,
  LOG_SWEEP_EVERY_MS,
  LOG_SWEEP_LATE_MS,
  nextRead,
  snapshotCursorAfter,
  windowAfterCatchUp,
  windowAfterRead,
  type LogWindow,
} from '#lambdas/search/projection/log-window';
import { MAX_LOG_WRITE_MS } from '#lambdas/search/projection/write-search-log';

/** An entry keyed by its write time `at`, visible to readers only from `visibleAt`. */
type Entry = { at: number; visibleAt: number };

/**
 * A reader that catches up at `start` and then reads every `interval` ms (give or take
 * `jitter`) until `end`, as getSearchIndex does; returns the entries each read returned.
 */
function simulate(entries: Entry[], start: number, reads: number[]) {
  let window: LogWindow = windowAfterCatchUp(start);
  const seen = new Set<Entry>(entries.filter((e) => e.visibleAt <= start));
  const perRead: number[] = [];
  for (const at of reads) {
    const { afterMs, sweep } = nextRead(window, at);
    const returned = entries.filter((e) => e.visibleAt <= at && e.at >= afterMs);
    returned.forEach((e) => seen.add(e));
    perRead.push(returned.length);
    window = windowAfterRead(window, { startedAt: at, sweep });
  }
  return { seen, perRead };
}

const readTimes = (start: number, count: number, gaps: number[]) => {
  const times: number[] = [];
  let t = start;
  for (let i = 0; i < count; i++) times.push((t += gaps[i % gaps.length]!));
  return times;
};

describe('the log window of a search container', () => {
  it('never misses an entry that becomes visible less than a minute after its time', () => {
    const start = 1_000_000;
    const horizon = 10 * 60_000;
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            at: fc.integer({ min: start - 30_000, max: start + horizon }),
            late: fc.oneof(
              fc.integer({ min: 0, max: 200 }),
              fc.integer({ min: 0, max: LOG_LATE_MS + 2000 }),
              fc.integer({ min: 0, max: LOG_SWEEP_LATE_MS - 1 }),
            ),
          }),
          { maxLength: 60 },
        ),
        fc.array(fc.integer({ min: 1, max: 15_000 }), { minLength: 1, maxLength: 8 }),
        (raw, gaps) => {
          // The catch-up at `start` reads everything after the snapshot's cursor.
          const entries = raw.map((e) => ({ at: e.at, visibleAt: e.at + e.late }));
          const reads = readTimes(start, 400, gaps).filter(
            (t) => t <= start + horizon + 3 * LOG_SWEEP_EVERY_MS,
          );
          const last = reads.at(-1) ?? start;
          const { seen } = simulate(entries, start, reads);
          for (const e of entries) {
            // Entries still invisible at the last read can only be seen later.
            if (e.visibleAt + LOG_SWEEP_EVERY_MS <= last) expect(seen.has(e)).toBe(true);
          }
        },
      ),
    );
  });

  it('re-reads only the last few seconds between sweeps, once a second', () => {
    const start = 1_000_000;
    // One change a second, each visible at once.
    const entries = Array.from({ length: 600 }, (_, i) => ({
      at: start + i * 1000 + 500,
      visibleAt: start + i * 1000 + 500,
    }));
    const reads = readTimes(start, 590, [1000]);
    const { perRead } = simulate(entries, start, reads);
    const sweeps = reads.map((t, i) => i).filter((i) => (i + 1) % 60 === 0);
    const ordinary = perRead.filter((_, i) => !sweeps.includes(i));
    expect(Math.max(...ordinary)).toBeLessThanOrEqual(LOG_LATE_MS / 1000 + 1);
    for (const i of sweeps) {
      expect(perRead[i]).toBeLessThanOrEqual((LOG_SWEEP_EVERY_MS + LOG_SWEEP_LATE_MS) / 1000 + 1);
    }
  });

  it('sweeps once a minute and otherwise starts LOG_LATE_MS before the last read', () => {
    const window = windowAfterCatchUp(100_000);
    expect(nextRead(window, 101_000)).toEqual({ afterMs: 100_000 - LOG_LATE_MS, sweep: false });
    expect(nextRead(window, 100_000 + LOG_SWEEP_EVERY_MS)).toEqual({
      afterMs: 100_000 - LOG_SWEEP_LATE_MS,
      sweep: true,
    });
    const after = windowAfterRead(window, { startedAt: 101_000, sweep: false });
    expect(after).toEqual({ lastReadAt: 101_000, lastSweepAt: 100_000 });
  });

  it('puts a snapshot cursor as far back as the latest entry can be', () => {
    expect(snapshotCursorAfter(500_000)).toBe(500_000 - LOG_SWEEP_LATE_MS);
    expect(LOG_SWEEP_LATE_MS).toBeGreaterThan(MAX_LOG_WRITE_MS + LOG_LATE_MS);
  });
});
