import { boostDate } from '../../lib/listing-labels';

const time = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Europe/London',
});

/** '2026-03-05T10:00:00Z' -> '05 Mar 2026' (UK time), as the spec writes dates. */
export function adminDate(iso: string): string {
  return boostDate(iso);
}

/** '2026-03-05T14:03:00Z' -> '05 Mar 2026, 14:03' (UK time): when an admin action happened. */
export function adminDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${boostDate(iso)}, ${time.format(date)}`;
}
