import { titleFromSlug } from './slug';

/*
 * en-GB numbers and dates written out by hand, not with Intl: a browser loads its locale data
 * on the first Intl formatter a page makes, 20-35 ms on this machine's Chromium (about 100 ms on
 * a slow phone), inside the task that hydrates a server-rendered page
 * (docs/decisions/030-no-intl-while-hydrating.md). The unit tests compare every function here
 * with Intl over many values.
 */

/** Digits of a non-negative whole number with a comma every three: '12345' -> '12,345'. */
function grouped(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ',');
}

/** Minus for a negative number (and -0), as Intl writes it. */
function minus(value: number): string {
  return value < 0 || Object.is(value, -0) ? '-' : '';
}

/**
 * A non-negative number rounded half up to `places` decimals on its shortest decimal form, as
 * Intl rounds (1.005 -> '1.01', where toFixed, rounding the binary value, gives '1.00'), with
 * its whole part grouped: (1234.5, 2) -> '1,234.50'.
 */
function roundedDecimal(abs: number, places: number): string {
  const shortest = String(abs);
  // Below 10^-6 String() writes an exponent; such a number rounds to nothing at two places.
  if (shortest.includes('e-')) return places ? `0.${'0'.repeat(places)}` : '0';
  // From 10^21 it writes an exponent with no digits to group (no price comes near).
  if (shortest.includes('e')) return shortest;
  const [whole = '0', fraction = ''] = shortest.split('.');
  const kept = BigInt(`${whole}${fraction.slice(0, places).padEnd(places, '0')}`);
  const rounded = String((fraction[places] ?? '0') >= '5' ? kept + 1n : kept).padStart(
    places + 1,
    '0',
  );
  const digits = grouped(rounded.slice(0, rounded.length - places));
  return places ? `${digits}.${rounded.slice(-places)}` : digits;
}

/** 12345 -> '12,345' (a count, rounded to a whole number). */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  return `${minus(value)}${roundedDecimal(Math.abs(value), 0)}`;
}

/** 12345 -> '£12,345' (whole pounds, as on cards). */
export function formatPrice(pounds: number): string {
  if (!Number.isFinite(pounds)) return `£${String(pounds)}`;
  return `${minus(pounds)}£${roundedDecimal(Math.abs(pounds), 0)}`;
}

/** 9.99 -> '£9.99' (boost prices and payments). */
export function formatMoney(pounds: number): string {
  if (!Number.isFinite(pounds)) return `£${String(pounds)}`;
  return `${minus(pounds)}£${roundedDecimal(Math.abs(pounds), 2)}`;
}

/** 45000 -> '45,000 miles'. */
export function formatMileage(miles: number): string {
  return `${formatNumber(miles)} miles`;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The Sunday on or before the last day of a month, at 01:00 UTC (when UK clocks change). */
function lastSundayAt1Utc(year: number, monthIndex: number): number {
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * 86_400_000;
}

/**
 * The UK's offset from UTC at an instant, in milliseconds: British Summer Time (one hour) from
 * 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of October, the rule
 * since 1996.
 */
function londonOffsetMs(time: number): number {
  const year = new Date(time).getUTCFullYear();
  const summer = time >= lastSundayAt1Utc(year, 2) && time < lastSundayAt1Utc(year, 9);
  return summer ? 3_600_000 : 0;
}

/**
 * '2025-03-12' -> '12 March 2025' (en-GB long format, the day in London). A date without a time
 * is that day; a time is placed in London's day, so 23:30 UTC in July is the next day.
 */
export function formatLongDate(isoDate: string): string {
  const time = new Date(isoDate).getTime();
  if (Number.isNaN(time)) throw new RangeError(`Invalid time value: ${isoDate}`);
  const london = new Date(time + londonOffsetMs(time));
  return `${london.getUTCDate()} ${MONTHS[london.getUTCMonth()]} ${london.getUTCFullYear()}`;
}

/** '2025-07-12T13:05:00Z' -> '14:05' (the time in London, 24-hour). */
export function formatLondonTime(iso: string): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) throw new RangeError(`Invalid time value: ${iso}`);
  const london = new Date(time + londonOffsetMs(time));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(london.getUTCHours())}:${pad(london.getUTCMinutes())}`;
}

/** ['3', '7', '14'] -> '3, 7 or 14'. */
export function orList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}

/** 'staines-upon-thames' or 'staines upon thames' -> 'Staines Upon Thames'. */
export function formatLocation(location: string): string {
  return titleFromSlug(location.trim().toLowerCase());
}

/** 'year make model', as the listing's shown title is derived. */
export function listingTitle(listing: { year: number; make: string; model: string }): string {
  return `${listing.year} ${listing.make} ${listing.model}`;
}
