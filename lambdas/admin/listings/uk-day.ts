/**
 * UK days (Europe/London) as instants: Admin Listings' "created from / to" are days as a
 * person in the UK reads them, so a listing created at 23:30 UTC on 30 June (00:30 BST) is on
 * 1 July. Rows are compared by instant: no time-zone formatting per row.
 */

const LONDON_WALL_CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** How far London's clock is ahead of UTC at an instant (0 or 60 minutes), in ms. */
function londonOffsetMs(instant: number): number {
  const parts = Object.fromEntries(
    LONDON_WALL_CLOCK.formatToParts(new Date(instant)).map((part) => [part.type, part.value]),
  );
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

/** The day after a 'YYYY-MM-DD' day, as 'YYYY-MM-DD'. */
export function nextDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

/**
 * Created from and to, inclusive UK days, as a half-open range of instants: from the start of
 * `from` to the start of the day after `to`. Either end may be open.
 */
export function ukDayRange(
  from: string | undefined,
  to: string | undefined,
): { start: number; end: number } {
  return {
    start: from ? ukDayStart(from) : Number.NEGATIVE_INFINITY,
    end: to ? ukDayStart(nextDay(to)) : Number.POSITIVE_INFINITY,
  };
}
