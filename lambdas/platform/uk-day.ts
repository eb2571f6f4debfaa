/*
 * UK calendar days (Europe/London), as `YYYY-MM-DD`: the admin screens count and filter by the
 * day as a person in the UK reads it, so a listing created at 23:30 UTC on 30 June (00:30 BST)
 * is on 1 July.
 */

const LONDON_DAY = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
// With the time too (slower: the day alone is what most callers need, once per item).
const LONDON_WALL_CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

function partsOf(format: Intl.DateTimeFormat, date: Date): Record<string, string> {
  return Object.fromEntries(format.formatToParts(date).map((part) => [part.type, part.value]));
}

/** The UK day of an instant; undefined for a time that does not parse. */
export function ukDay(at: Date | string | number): string | undefined {
  const date = at instanceof Date ? at : new Date(at);
  if (Number.isNaN(date.getTime())) return undefined;
  const parts = partsOf(LONDON_DAY, date);
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

/** How far London's clock is ahead of UTC at an instant (0 or 60 minutes), in ms. */
function londonOffsetMs(instant: number): number {
  const parts = partsOf(LONDON_WALL_CLOCK, new Date(instant));
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
  );
  return wall - Math.floor(instant / 60_000) * 60_000;
}

/**
 * The instant a UK day ('YYYY-MM-DD') starts: its midnight in London. The clocks change at
 * 01:00 UTC, after midnight on either side, so the offset at that day's UTC midnight is the
 * offset of its London midnight.
 */
export function ukDayStart(day: string): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const utcMidnight = Date.UTC(year, month - 1, date);
  return utcMidnight - londonOffsetMs(utcMidnight);
}

/**
 * Created from and to, inclusive UK days, as a half-open range of instants (rows are compared
 * by instant: no time-zone formatting per row): from the start of `from` to the start of the
 * day after `to`. Either end may be open.
 */
export function ukDayRange(
  from: string | undefined,
  to: string | undefined,
): { start: number; end: number } {
  return {
    start: from ? ukDayStart(from) : Number.NEGATIVE_INFINITY,
    end: to ? ukDayStart(addDays(to, 1)) : Number.POSITIVE_INFINITY,
  };
}
