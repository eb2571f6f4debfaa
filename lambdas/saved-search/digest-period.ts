import type { AlertFrequency } from '#shared/saved-searches';

/**
 * The period a digest run belongs to, which keys its claim (one digest per search and period):
 * the minute for instant alerts, the UTC day for daily ones, the ISO week for weekly ones. A run
 * retried within its period finds its claims and sends nothing again.
 */
export function digestPeriod(frequency: AlertFrequency, now: Date): string {
  const iso = now.toISOString();
  if (frequency === 'instant') return iso.slice(0, 16);
  if (frequency === 'daily') return iso.slice(0, 10);
  // ISO 8601 week: the week of the Thursday of this week.
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}
