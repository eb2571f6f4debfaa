const DAY_MS = 86_400_000;

/** Calendar days are counted in the UK's time zone, as the seller sees them. */
const londonDate = new Intl.DateTimeFormat('en-GB', {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  timeZone: 'Europe/London',
});

/** The London calendar day of an instant, as a day number (days since 1970-01-01). */
export function londonDayNumber(date: Date): number {
  const parts = Object.fromEntries(
    londonDate.formatToParts(date).map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  return Math.round(Date.UTC(parts.year!, parts.month! - 1, parts.day!) / DAY_MS);
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}

/**
 * How long ago an instant was, in whole London calendar days: 'today', 'yesterday',
 * '3 days ago', '2 weeks ago', '5 months ago', '1 year ago'. An instant in the future
 * (a clock ahead of ours) is 'today'; an unreadable one is null.
 */
export function relativeDay(iso: string, now: Date = new Date()): string | null {
  const then = new Date(iso);
  if (Number.isNaN(then.getTime())) return null;
  const days = londonDayNumber(now) - londonDayNumber(then);
  if (days <= 0) return 'today';
  if (days === 1) return 'yesterday';
  if (days < 7) return plural(days, 'day');
  if (days < 30) return plural(Math.floor(days / 7), 'week');
  if (days < 365) return plural(Math.min(11, Math.floor(days / 30)), 'month');
  return plural(Math.floor(days / 365), 'year');
}
