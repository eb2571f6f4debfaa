/**
 * UK calendar days (Europe/London, so a listing created at 00:30 BST counts on that day, not
 * the UTC one before), as `YYYY-MM-DD`: the dashboard's chart counts per UK day.
 */
const LONDON_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The UK day of an instant; undefined for a time that does not parse. */
export function ukDay(at: Date | string | number): string | undefined {
  const date = at instanceof Date ? at : new Date(at);
  if (Number.isNaN(date.getTime())) return undefined;
  const parts = Object.fromEntries(
    LONDON_PARTS.formatToParts(date).map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The calendar day `days` after (or before, when negative) a `YYYY-MM-DD` day. */
export function addDays(day: string, days: number): string {
  // Calendar arithmetic at UTC noon: no clock change can move it to another day.
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The `count` UK days ending with the day of `now`, oldest first, today last. */
export function ukDaysEnding(now: Date, count: number): string[] {
  const today = ukDay(now)!;
  return Array.from({ length: count }, (_, i) => addDays(today, i - count + 1));
}
