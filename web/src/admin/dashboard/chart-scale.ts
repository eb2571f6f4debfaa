import type { DailyFigures } from '#shared/admin/dashboard';
import { formatNumber } from '#shared/format';

/**
 * The top of the chart's scale: the smallest of 1, 2, 4, 6, 8 times a power of ten at or
 * above the highest bar, so the scale's middle line is a whole number too.
 */
export function scaleTop(highest: number): number {
  if (highest <= 1) return 1;
  for (let power = 1; ; power *= 10) {
    for (const step of [1, 2, 4, 6, 8]) {
      if (step * power >= highest) return step * power;
    }
  }
}

/** The scale's lines, bottom up: 0, the middle and the top (0 and 1 for a top of 1). */
export function scaleTicks(top: number): number[] {
  return top === 1 ? [0, 1] : [0, top / 2, top];
}

/** A bar's height in percent of the chart's; a bar above nothing stays visible (CSS max). */
export function barHeight(value: number, top: number): string {
  if (value <= 0) return '0';
  return `max(2px, ${((value / top) * 100).toFixed(2)}%)`;
}

// The days are calendar dates (YYYY-MM-DD): read at noon UTC, shown in UTC, never shifted.
const short = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const long = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'UTC' });
const noon = (date: string) => new Date(`${date}T12:00:00Z`);

/** '2026-11-20' -> '20 Nov'. */
export const shortDay = (date: string) => short.format(noon(date));
/** '2026-11-20' -> '20 November 2026'. */
export const longDay = (date: string) => long.format(noon(date));
/** '2026-11-20' -> 'Fri 20 Nov', for the table. */
export const tableDay = (date: string) => `${weekday.format(noon(date))} ${shortDay(date)}`;

/** Which days get a label under the chart: a week apart, and today (the last). */
export function labelledDays(count: number): number[] {
  const indices = new Set<number>();
  for (let i = count - 1; i >= 0; i -= 7) indices.add(i);
  // The first label would crowd the second when they are less than four days apart.
  return [...indices].filter((i) => i === count - 1 || i >= 3 || count < 7).sort((a, b) => a - b);
}

export function chartTotals(daily: readonly DailyFigures[]) {
  return daily.reduce(
    (sum, day) => ({ created: sum.created + day.created, approved: sum.approved + day.approved }),
    { created: 0, approved: 0 },
  );
}

/** What the chart shows, in words: its accessible name. */
export function chartSummary(daily: readonly DailyFigures[]): string {
  if (daily.length === 0) return 'No daily figures.';
  const { created, approved } = chartTotals(daily);
  const n = (value: number) => formatNumber(value);
  return (
    `Bar chart of listings created and approved per day, ${longDay(daily[0]!.date)} to ` +
    `${longDay(daily.at(-1)!.date)}: ${n(created)} created and ${n(approved)} approved in all. ` +
    'The table of each day follows the chart.'
  );
}
