import {
  PERFORMANCE_METRICS,
  type ListingActivity,
  type PerformanceMetric,
} from '#shared/performance';
import { listingStatsPk, sellerStatsPk, statsDaySk, type Key } from '#shared/table-keys';

/** One daily item's additions: a listing's or a seller's day, and what to add to each figure. */
export type DailyIncrement = {
  key: Key;
  day: string;
  counts: Partial<Record<PerformanceMetric, number>>;
};

/**
 * Counts gathered in a container between flushes (decision 073): every count of one listing on
 * one UK day folds into one increment, and every count of one seller's listings on that day into
 * another, so a flush writes one item per listing-day and one per seller-day touched, whatever
 * the number of views, reveals and search appearances behind them.
 */
export class ActivityBuffer {
  private readonly increments = new Map<string, DailyIncrement>();
  private firstAt: number | undefined;

  /** Adds counts made on `day` (the UK day of the request). */
  add(activity: readonly ListingActivity[], day: string, at: number): void {
    for (const { metric, listingId, sellerId, count = 1 } of activity) {
      if (count <= 0) continue;
      this.addTo({ PK: listingStatsPk(listingId), SK: statsDaySk(day) }, day, metric, count);
      this.addTo({ PK: sellerStatsPk(sellerId), SK: statsDaySk(day) }, day, metric, count);
      this.firstAt ??= at;
    }
  }

  /** Puts back increments a flush could not write, so the next flush tries them again. */
  restore(increments: readonly DailyIncrement[], at: number): void {
    for (const increment of increments) {
      for (const metric of PERFORMANCE_METRICS) {
        const count = increment.counts[metric];
        if (count) this.addTo(increment.key, increment.day, metric, count);
      }
    }
    if (increments.length > 0) this.firstAt = Math.min(this.firstAt ?? at, at);
  }

  /** How many daily items the next flush would write. */
  get size(): number {
    return this.increments.size;
  }

  /** When the oldest count still waiting was made (ms), if any waits. */
  get oldestAt(): number | undefined {
    return this.firstAt;
  }

  /** Everything waiting, and an empty buffer: counts made from now on go to the next flush. */
  drain(): DailyIncrement[] {
    const drained = [...this.increments.values()];
    this.increments.clear();
    this.firstAt = undefined;
    return drained;
  }

  private addTo(key: Key, day: string, metric: PerformanceMetric, count: number): void {
    const id = `${key.PK}\u0000${key.SK}`;
    let increment = this.increments.get(id);
    if (!increment) {
      increment = { key, day, counts: {} };
      this.increments.set(id, increment);
    }
    increment.counts[metric] = (increment.counts[metric] ?? 0) + count;
  }
}
