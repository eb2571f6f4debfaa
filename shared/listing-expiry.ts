import { z } from 'zod';
import { isLive, type Listing } from './listing';

/*
 * Listing expiry and renewal (issue 33 §4, decision 072): the rules both sides read. A listing
 * is advertised for the admin setting's days (60 until changed) from when it went live, gets a
 * reminder 7 days before its end and a mail on the day, then is out of search until renewed.
 *
 *   POST /api/me/listings/{id}/renew        the owner renews one listing -> OwnListing; 409
 *   POST /api/listing-renewals              { token } from a reminder e-mail (no sign-in)
 */

export const DEFAULT_LIVE_DAYS = 60;
export const LIVE_DAYS_LIMITS = { min: 7, max: 365 } as const;
/** How long before the end the reminder goes. */
export const EXPIRY_REMINDER_DAYS = 7;
/** How long after the end the e-mail's link still renews (then: renew from My Listings). */
export const RENEWAL_LINK_DAYS = 30;

const DAY_MS = 86_400_000;

export type ExpiryFields = Pick<
  Listing,
  | 'status'
  | 'approval_status'
  | 'owner_disabled'
  | 'reports_hidden'
  | 'expired'
  | 'live_until'
  | 'expiry_reminded_for'
>;

/** The end of an advert that goes live (or is renewed) at `from`. */
export function liveUntilFrom(from: Date, days: number): string {
  return new Date(from.getTime() + days * DAY_MS).toISOString();
}

/** When the reminder of an advert ending at `liveUntil` is due. */
export function reminderDueAt(liveUntil: string): string {
  return new Date(Date.parse(liveUntil) - EXPIRY_REMINDER_DAYS * DAY_MS).toISOString();
}

/**
 * When the expiry run next has something to do for this listing: its reminder, or once that
 * is sent its end. Undefined when there is nothing to do (not live, or no end): the sparse
 * expiry index holds exactly the listings with a time here.
 */
export function expiryDueAt(listing: ExpiryFields): string | undefined {
  if (!listing.live_until || !isLive(listing)) return undefined;
  return listing.expiry_reminded_for === listing.live_until
    ? listing.live_until
    : reminderDueAt(listing.live_until);
}

export type ExpiryAction = 'remind' | 'expire';

/**
 * What the run does to this listing now: expire it once its end has passed (whether or not a
 * reminder went: one that never went is not sent late), remind its seller within 7 days of the
 * end once per end, or nothing.
 */
export function expiryAction(listing: ExpiryFields, now: Date): ExpiryAction | undefined {
  if (!listing.live_until || !isLive(listing)) return undefined;
  const end = Date.parse(listing.live_until);
  if (now.getTime() >= end) return 'expire';
  if (listing.expiry_reminded_for === listing.live_until) return undefined;
  return now.getTime() >= Date.parse(reminderDueAt(listing.live_until)) ? 'remind' : undefined;
}

/** Why a listing cannot be renewed, in the words the seller reads (409). */
export const RENEWAL_MESSAGES = {
  sold: 'This van is marked sold, so it cannot be renewed.',
  underReview:
    'This listing is waiting for review (or was not approved), so it cannot be renewed. It goes live for another period when it is approved.',
  hidden: 'This listing is hidden by our team, so it cannot be renewed.',
  linkInvalid:
    'This renewal link is not valid. Copy the whole link from the e-mail, or renew the van from My Listings.',
  linkExpired:
    'This renewal link has expired. Sign in and renew the van from My Listings: it takes one click.',
  linkUsed: 'This renewal link was already used.',
  notFound: 'This listing no longer exists.',
} as const;

export type RenewalRefusal = 'sold' | 'underReview' | 'hidden';

/**
 * Whether the listing can be renewed: approved and for sale, live or expired. Renewing changes
 * nothing buyers see but the dates, so it needs no review; a listing waiting for review (or
 * rejected) goes live for a full period when approved, and one an admin hid stays hidden.
 */
export function renewalRefusal(listing: ExpiryFields): RenewalRefusal | undefined {
  if (listing.status === 'sold') return 'sold';
  if (listing.approval_status !== 'approved') return 'underReview';
  if (!isLive({ ...listing, expired: false })) return 'hidden';
  return undefined;
}

/** The listing renewed at `now`: live for `days` more, no reminder sent for the new end. */
export function renewedListing<T extends ExpiryFields & Pick<Listing, 'updated_at'>>(
  listing: T,
  now: Date,
  days: number,
  updatedAt: string,
): T {
  return {
    ...listing,
    live_until: liveUntilFrom(now, days),
    expired: false,
    expiry_reminded_for: null,
    updated_at: updatedAt,
  };
}

/** Whether the advert ends within the reminder window (My Listings' 'Expires in N days'). */
export function expiresSoon(liveUntil: string | null | undefined, now: Date): boolean {
  if (!liveUntil) return false;
  const left = Date.parse(liveUntil) - now.getTime();
  return left > 0 && left <= EXPIRY_REMINDER_DAYS * DAY_MS;
}

// The renewal link's route (no sign-in) ---------------------------------------------------------

export const renewalLinkSchema = z.strictObject({
  token: z
    .string({ error: RENEWAL_MESSAGES.linkInvalid })
    .min(1, RENEWAL_MESSAGES.linkInvalid)
    .max(512),
});
export type RenewalLinkRequest = z.infer<typeof renewalLinkSchema>;

/**
 * What a renewal link did: renewed now, or nothing because it was used before (a replay: the
 * listing keeps the renewal it had). The title and end let the page say which van and until when.
 */
export const renewalAnswerSchema = z.object({
  outcome: z.enum(['renewed', 'already_used']),
  title: z.string(),
  /** The advert's end now; null when the listing is not advertised any more (sold since). */
  expires_at: z.iso.datetime().nullable(),
});
export type RenewalAnswer = z.infer<typeof renewalAnswerSchema>;

/** A stable spread of an id over 0..n-1 (FNV-1a): the same listing gets the same day. */
function spreadOf(id: string, n: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) {
    hash ^= id.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % n;
}

/**
 * The end given to a live listing written before expiry existed (`npm run data:upgrade`): its
 * days counted from its creation when that leaves more than the reminder window; otherwise a
 * day spread by its id over the days after the window, so no listing expires, or is reminded,
 * the moment the upgrade runs, and the old stock does not all end on one day.
 */
export function upgradedLiveUntil(
  listing: Pick<Listing, 'id' | 'created_at'>,
  now: Date,
  days: number,
): string {
  const natural = Date.parse(listing.created_at) + days * DAY_MS;
  const earliest = now.getTime() + (EXPIRY_REMINDER_DAYS + 1) * DAY_MS;
  if (natural > earliest) return new Date(natural).toISOString();
  const spread = Math.max(1, days - EXPIRY_REMINDER_DAYS - 1);
  return new Date(earliest + spreadOf(listing.id, spread) * DAY_MS).toISOString();
}
