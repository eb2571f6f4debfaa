import {
  PERFORMANCE_METRICS,
  type PerformanceDay,
  type PerformanceSeries,
  type PerformanceTotals,
  type PerformanceWindow,
} from '#shared/performance';
import { ukDaysEnding } from '../platform/uk-day';

/** The first and last UK day of a window ending today (today included). */
export function windowDays(now: Date, window: PerformanceWindow): { from: string; to: string } {
  const days = ukDaysEnding(now, window);
  return { from: days[0]!, to: days[days.length - 1]! };
}

const zeros = (): PerformanceTotals => ({
  views: 0,
  enquiries: 0,
  reveals: 0,
  saves: 0,
  appearances: 0,
});

/**
 * Every UK day of the window, oldest first and today last, from the stored days: a day with no
 * item is all zeros, and a stored day outside the window (an item not yet expired) is left out.
 */
export function dailySeries(
  stored: readonly PerformanceDay[],
  now: Date,
  window: PerformanceWindow,
): PerformanceSeries {
  const byDate = new Map(stored.map((day) => [day.date, day]));
  const days = ukDaysEnding(now, window).map((date) => ({ ...zeros(), ...byDate.get(date), date }));
  const totals = zeros();
  for (const day of days) {
    for (const metric of PERFORMANCE_METRICS) totals[metric] += day[metric];
  }
  return { from: days[0]!.date, to: days[days.length - 1]!.date, days, totals };
}
