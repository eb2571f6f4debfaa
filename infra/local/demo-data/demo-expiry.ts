import { DEFAULT_LIVE_DAYS, upgradedLiveUntil } from '#shared/listing-expiry';
import type { ListingRole } from './plan';

const DAY_MS = 24 * 3600 * 1000;

/**
 * The end of a demo listing's advert (decision 072): none for one never approved or sold; the
 * 'ending' and 'ended' extras' 60 days from creation (within the week, or over: their reminders
 * and expiry go at the stage's start); every other one its days from creation, spread so the
 * stock does not end on one day, as `npm run data:upgrade` gives kept data.
 */
export function demoLiveUntil(input: {
  id: string;
  role: ListingRole;
  created: string;
  now: Date;
}): string | null {
  const { role } = input;
  if (role === 'ending' || role === 'ended') {
    return new Date(Date.parse(input.created) + DEFAULT_LIVE_DAYS * DAY_MS).toISOString();
  }
  if (role !== 'live' && role !== 'reported') return null;
  return upgradedLiveUntil(
    { id: input.id, created_at: input.created },
    input.now,
    DEFAULT_LIVE_DAYS,
  );
}
