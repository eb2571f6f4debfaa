import type { BoostType } from '#shared/boosts';
import type { BoostExpiryInput, EndBoostOutcome } from '#shared/events/boost-expiry';
import type { Listing } from '#shared/listing';
import type { Db } from '../platform/db';
import { getListingForChange, writeBoostChange } from '#lambdas/listing';
import { withBoostEnded } from './boost-state';

export type EndBoostDeps = { db: Db; now?: () => Date };

/** Concurrent writers of one listing are rare: a few fresh reads settle any race. */
const ATTEMPTS = 5;
/**
 * How early an end may be asked for and still done: the state machine wakes at the end, on a
 * clock that may differ from this one by a little. Anything earlier is a mistake (a task run
 * by hand, a runner that woke early) and must not cut a paid boost short.
 */
const CLOCK_SKEW_MS = 60_000;

/**
 * A listing with these types ended at `now` where each is still as `expected` (the end an
 * expiry waited for), or null when none is: the pure part of an end, for the task and the sweep.
 */
export function withBoostsEnded(
  listing: Listing,
  ends: readonly { type: BoostType; expected?: string }[],
  now: Date,
): Listing | null {
  let next: Listing | null = null;
  for (const { type, expected } of ends) {
    next = withBoostEnded(next ?? listing, type, now, expected) ?? next;
  }
  return next;
}

/**
 * Ends boost types of a listing as a system change (no audit entry, no new version: the
 * seller's open form is not made stale by an expiry): reads the listing consistently, ends
 * each type still as expected, writes over the version read, and reads again when another
 * write got there first. Idempotent: a second run finds nothing to end.
 */
export async function endBoostTypes(
  deps: EndBoostDeps,
  listingId: string,
  ends: (listing: Listing, now: Date) => readonly { type: BoostType; expected?: string }[],
): Promise<Exclude<EndBoostOutcome, 'not due'>> {
  for (let attempt = 1; ; attempt++) {
    const found = await getListingForChange(deps.db, listingId);
    if (!found) return 'no listing';
    const now = deps.now?.() ?? new Date();
    const after = withBoostsEnded(found.listing, ends(found.listing, now), now);
    if (!after) return 'unchanged';
    if ((await writeBoostChange(deps.db, found, after)) === 'written') return 'ended';
    if (attempt >= ATTEMPTS) {
      throw new Error(`Listing ${listingId} kept changing while its boost was being ended`);
    }
  }
}

/**
 * The expiry's task (docs/boosts.md, Expiry): at the end an execution waited for, ends that
 * type unless the listing's end for it moved (extended, or ended already).
 */
export async function endBoost(
  deps: EndBoostDeps,
  input: BoostExpiryInput,
): Promise<EndBoostOutcome> {
  const now = deps.now?.() ?? new Date();
  if (Date.parse(input.until) - now.getTime() > CLOCK_SKEW_MS) return 'not due';
  return endBoostTypes(deps, input.listing_id, () => [{ type: input.type, expected: input.until }]);
}
