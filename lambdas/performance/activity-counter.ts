import type { ListingActivity, RecordActivity } from '#shared/performance';
import type { Db } from '../platform/db';
import type { Logger } from '../platform/logger';
import { ukDay } from '../platform/uk-day';
import { ActivityBuffer, type DailyIncrement } from './activity-buffer';
import { addDailyCounts } from './performance-repo';

/**
 * A container flushes its counts once the oldest has waited this long, at the end of the next
 * request that records one (a Lambda container runs no timer between requests), or sooner once
 * this many daily items wait. What a container that is reclaimed loses is therefore at most the
 * counts of its last 30 seconds of requests (decision 073).
 */
export const FLUSH_AFTER_MS = 30_000;
export const FLUSH_AT_ITEMS = 400;
/** UpdateItem calls in flight at once during a flush. */
const FLUSH_CONCURRENCY = 16;

export type ActivityCounterOptions = {
  buffer?: ActivityBuffer;
  write?: (db: Db, increment: DailyIncrement) => Promise<void>;
  now?: () => Date;
  flushAfterMs?: number;
  flushAtItems?: number;
};

export type FlushOutcome = { written: number; failed: number };

/**
 * Counts of views, enquiries, phone reveals, saves and search appearances, gathered per container
 * and written as daily `ADD`s: a flush costs 1 WCU per listing-day and per seller-day touched
 * since the last one, not one write per count (decision 073).
 */
export function createActivityCounter(options: ActivityCounterOptions = {}) {
  const buffer = options.buffer ?? new ActivityBuffer();
  const write = options.write ?? addDailyCounts;
  const now = options.now ?? (() => new Date());
  const flushAfterMs = options.flushAfterMs ?? FLUSH_AFTER_MS;
  const flushAtItems = options.flushAtItems ?? FLUSH_AT_ITEMS;

  /** Writes everything waiting; what fails goes back to the buffer for the next flush. */
  async function flush(db: Db, log?: Logger): Promise<FlushOutcome> {
    const increments = buffer.drain();
    const failed: DailyIncrement[] = [];
    for (let start = 0; start < increments.length; start += FLUSH_CONCURRENCY) {
      const chunk = increments.slice(start, start + FLUSH_CONCURRENCY);
      const results = await Promise.allSettled(chunk.map((increment) => write(db, increment)));
      results.forEach((result, i) => {
        if (result.status === 'rejected') failed.push(chunk[i]!);
      });
    }
    if (failed.length > 0) {
      buffer.restore(failed, now().getTime());
      log?.warn('performance counts not written; kept for the next flush', {
        failed: failed.length,
        written: increments.length - failed.length,
      });
    }
    return { written: increments.length - failed.length, failed: failed.length };
  }

  function due(at: number): boolean {
    const oldest = buffer.oldestAt;
    return oldest !== undefined && (at - oldest >= flushAfterMs || buffer.size >= flushAtItems);
  }

  /** Buffers the counts on today's UK day, then flushes if a flush is due. Never throws. */
  async function record(db: Db, activity: readonly ListingActivity[], log?: Logger): Promise<void> {
    const at = now();
    buffer.add(activity, ukDay(at)!, at.getTime());
    if (due(at.getTime())) await flush(db, log);
  }

  return { record, flush, pending: () => buffer.size };
}

export type ActivityCounter = ReturnType<typeof createActivityCounter>;

/** The container's one counter: every handler of a container adds to it (module scope). */
let containerCounter: ActivityCounter | undefined;
export function containerActivityCounter(): ActivityCounter {
  containerCounter ??= createActivityCounter();
  return containerCounter;
}

/** Forgets the container's counts, as a new container starts (lambdas/container.ts). */
export function resetActivityCounter(): void {
  containerCounter = undefined;
}

/** A handler's way to count: the container's counter on this table. */
export function recordActivity(db: Db, log?: Logger): RecordActivity {
  return (activity) => containerActivityCounter().record(db, activity, log);
}

/** Writes the container's waiting counts now (the local stage's timer and its stop; tests). */
export function flushContainerActivity(db: Db, log?: Logger): Promise<FlushOutcome> {
  return containerActivityCounter().flush(db, log);
}
