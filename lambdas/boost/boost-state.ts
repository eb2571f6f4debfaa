import { BOOST_TYPES, type BoostType } from '#shared/boosts';
import { boostEnd, isBoostRunning, type Listing } from '#shared/listing';
import type { PaymentItem } from '#shared/payments';

/*
 * A listing's boost state (docs/boosts.md), as plain functions of the listing: what a paid
 * boost, an expiry, a refund or an admin's early end makes of it. The writes around them are
 * conditional, so these only say what the listing becomes.
 */

export const DAY_MS = 86_400_000;

const UNTIL = {
  search_featured: 'search_featured_until',
  homepage_featured: 'homepage_featured_until',
} as const satisfies Record<BoostType, keyof Listing>;

/** Whether a type's boost runs now: its flag set and its end ahead (shared/listing.ts). */
export function isRunning(listing: Listing, type: BoostType, now: Date): boolean {
  return isBoostRunning(listing, type, now);
}

/**
 * `boost_expires`, the specification's one end: the later of the two types' own ends, whether
 * they still run or ended (so an ended boost still reads 'Boost expired' in My Listings). Only
 * the ends of the listing's own fields count (withOwnEnds has written them for every flagged
 * type): a type never boosted reads `boost_expires` as its end through boostEnd, and counting
 * that would keep an end a refund or an early end has just cancelled (issue 28).
 */
function latestEnd(listing: Listing): string | null {
  const ends = BOOST_TYPES.map((type) => listing[UNTIL[type]] ?? null).filter(
    (end): end is string => end !== null,
  );
  return ends.length === 0 ? null : ends.reduce((a, b) => (Date.parse(a) >= Date.parse(b) ? a : b));
}

/**
 * The listing with each flagged type's end in its own field: a listing boosted before per-type
 * ends (the demo data, older boosts) has only `boost_expires`, which every type reads as its
 * end until this; moving `boost_expires` for one type must not move the other's.
 */
function withOwnEnds(listing: Listing): Listing {
  const next: Listing = { ...listing };
  for (const type of BOOST_TYPES) {
    if (next[type] && !next[UNTIL[type]] && next.boost_expires) {
      next[UNTIL[type]] = next.boost_expires;
    }
  }
  return next;
}

/**
 * The listing with the boosts of a succeeded payment: each type runs from its running end (a
 * purchase while a boost runs extends it) or from now, for its days.
 */
export function withBoostsBought(
  listing: Listing,
  items: readonly Pick<PaymentItem, 'type' | 'days'>[],
  now: Date,
  dayMs: number = DAY_MS,
): Listing {
  let next: Listing = withOwnEnds(listing);
  for (const item of items) {
    const from = isRunning(next, item.type, now)
      ? Date.parse(boostEnd(next, item.type)!)
      : now.getTime();
    next = {
      ...next,
      [item.type]: true,
      [UNTIL[item.type]]: new Date(from + item.days * dayMs).toISOString(),
      // Each purchase of Top of Search puts the van first among those boosted (issue 28).
      ...(item.type === 'search_featured' ? { search_boosted_at: now.toISOString() } : {}),
    };
  }
  return { ...next, boost_expires: latestEnd(next) };
}

/**
 * The listing with one type's boost ended at `now` (an expiry, a refund, an admin's early
 * end), or null when there is nothing to end: the type does not run, or (`expectedEnd`, the
 * end an expiry waited for) it was extended since.
 */
export function withBoostEnded(
  listing: Listing,
  type: BoostType,
  now: Date,
  expectedEnd?: string,
): Listing | null {
  if (!listing[type]) return null;
  const end = boostEnd(listing, type);
  if (expectedEnd !== undefined && (end === null || Date.parse(end) !== Date.parse(expectedEnd))) {
    return null;
  }
  const endedAt = end !== null && Date.parse(end) <= now.getTime() ? end : now.toISOString();
  const next: Listing = { ...withOwnEnds(listing), [type]: false, [UNTIL[type]]: endedAt };
  return { ...next, boost_expires: latestEnd(next) };
}
