import type { Listing } from '#shared/listing';
import {
  expiresSoon,
  RENEWAL_MESSAGES,
  renewalRefusal,
  renewedListing,
  type RenewalRefusal,
} from '#shared/listing-expiry';
import { LISTING_ERROR_CODES, LISTING_MESSAGES } from '#shared/listing-form';
import type { OwnListing } from '#shared/own-listings';
import { getSiteSettings } from '#lambdas/admin';
import { ConflictError, NotFoundError } from '../../platform/errors';
import type { Db } from '../../platform/db';
import { getListingForChange, type ListingCounters } from '../listing-state-repo';
import { LISTING_ATTEMPTS, nextVersion, replaceListing } from '../listing-writer';
import { toOwnListing } from '../own-listing-view';
import { changedElsewhere } from '../save-own-listing';

/** What a renewal needs: the table and the clock (the days are the site setting's). */
export type RenewalDeps = { db: Db; now?: () => Date };

/** The public codes of a refused renewal (409), beside the seller's words. */
const RENEWAL_CODES: Record<RenewalRefusal, string> = {
  sold: LISTING_ERROR_CODES.sold,
  underReview: 'listing_under_review',
  hidden: 'listing_hidden',
};

/** A renewal the rules refuse (409), saying which rule: the feed reads it as an answer. */
export class RenewalRefusedError extends ConflictError {
  constructor(readonly refusal: RenewalRefusal) {
    super(RENEWAL_MESSAGES[refusal], RENEWAL_CODES[refusal]);
  }
}

/** How many days a listing goes live for: the admin setting (60 until changed). */
export async function liveDaysOf(db: Db): Promise<number> {
  return (await getSiteSettings(db)).listing_live_days;
}

type Renewed = { listing: Listing; counters: ListingCounters };

/**
 * Renews the stored listing, read strongly consistent: `check` sees it first and throws to
 * refuse (another owner's, a spent link); then the rules (sold, under review, hidden: 409).
 * Over the version read, with the counter item's copies; another write in between is read
 * again, a few times. Approval is kept: nothing buyers see changes but the dates.
 */
export async function renewStoredListing(
  deps: RenewalDeps,
  id: string,
  check: (listing: Listing) => void = () => undefined,
): Promise<Renewed> {
  const days = await liveDaysOf(deps.db);
  for (let attempt = 1; ; attempt++) {
    const found = await getListingForChange(deps.db, id);
    if (!found) throw new NotFoundError(RENEWAL_MESSAGES.notFound);
    check(found.listing);
    const refusal = renewalRefusal(found.listing);
    if (refusal) throw new RenewalRefusedError(refusal);
    const now = deps.now?.() ?? new Date();
    const after = renewedListing(
      found.listing,
      now,
      days,
      nextVersion(found.listing.updated_at, now),
    );
    const outcome = await replaceListing(deps.db, found.listing, after, { keep: found.extra });
    if (outcome === 'replaced') return { listing: after, counters: found.counters };
    if (attempt >= LISTING_ATTEMPTS) throw changedElsewhere();
  }
}

/**
 * The seller renews their listing (My Listings' Renew, and lane st's bulk renew calls this per
 * listing): live again for the setting's days from now. Another seller's id is 404.
 */
export async function renewOwnListing(
  deps: RenewalDeps,
  userId: string,
  id: string,
): Promise<OwnListing> {
  const { listing, counters } = await renewStoredListing(deps, id, (stored) => {
    if (stored.user_id !== userId) throw new NotFoundError(LISTING_MESSAGES.notFound);
  });
  return toOwnListing(listing, counters, null);
}

/**
 * For the scheduled stock feed (issue 33 §3, not built yet): a listing the dealer's feed still
 * carries stays advertised. Called for each listing of a feed run; it writes only when the
 * advert ends within the reminder window or has ended, so a daily feed costs no write a day
 * per listing. Refusals are answers, not errors: the feed reports them in its run summary.
 */
export async function renewFedListing(
  deps: RenewalDeps,
  id: string,
): Promise<'renewed' | 'not_due' | RenewalRefusal> {
  const now = deps.now?.() ?? new Date();
  try {
    await renewStoredListing({ ...deps, now: () => now }, id, (stored) => {
      if (stored.expired !== true && !expiresSoon(stored.live_until, now)) throw NOT_DUE;
    });
    return 'renewed';
  } catch (error) {
    if (error === NOT_DUE) return 'not_due';
    if (error instanceof RenewalRefusedError) return error.refusal;
    throw error;
  }
}

const NOT_DUE = new Error('not due');
