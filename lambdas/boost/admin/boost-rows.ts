import { BOOST_TYPES, type BoostType } from '#shared/boosts';
import type { AdminBoostRow } from '#shared/admin/payments';
import { boostEnd } from '#shared/listing';
import type { ListingMirrorRow, UserMirrorRow } from '#lambdas/admin';

/** How long an ended boost stays on Admin Boosts' ended tab. */
export const ENDED_BOOST_DAYS = 30;
const ENDED_BOOST_MS = ENDED_BOOST_DAYS * 86_400_000;

/** The owner as a boost row names them: their name, else their e-mail address, else null. */
export function ownerName(user: Pick<UserMirrorRow, 'full_name' | 'email'> | undefined) {
  return user?.full_name.trim() || user?.email || null;
}

/**
 * One listing's boost of one type as an Admin Boosts row, or null when it has none to show: a
 * type runs while its flag is set and its end is ahead; it ended when its end has passed,
 * within the last 30 days, and it was boosted at all (its flag still set, or an end of its
 * own: a listing from before per-type ends has only `boost_expires`, which names its flagged
 * types alone).
 */
export function boostRowOf(
  listing: ListingMirrorRow,
  type: BoostType,
  owner: () => string | null,
  now: Date,
): AdminBoostRow | null {
  const flagged = listing[type] === true;
  const own =
    type === 'search_featured' ? listing.search_featured_until : listing.homepage_featured_until;
  const end = boostEnd(
    {
      boost_expires: listing.boost_expires ?? null,
      search_featured_until: listing.search_featured_until ?? null,
      homepage_featured_until: listing.homepage_featured_until ?? null,
    },
    type,
  );
  if (end === null || (!flagged && !own)) return null;
  const endMs = Date.parse(end);
  const running = flagged && endMs > now.getTime();
  if (!running && (endMs > now.getTime() || endMs <= now.getTime() - ENDED_BOOST_MS)) return null;
  return {
    listing_id: listing.id,
    listing_title: listing.title,
    owner: owner(),
    type,
    ends_at: new Date(endMs).toISOString(),
    running,
  };
}

const newestEndFirst = (a: AdminBoostRow, b: AdminBoostRow) =>
  b.ends_at.localeCompare(a.ends_at) ||
  a.listing_id.localeCompare(b.listing_id) ||
  a.type.localeCompare(b.type);

/** Every boost row, running and ended, each newest end first (then by listing and type). */
export function boostRows(
  listings: readonly ListingMirrorRow[],
  users: { get(id: string): UserMirrorRow | undefined },
  now: Date,
): { running: AdminBoostRow[]; ended: AdminBoostRow[] } {
  const running: AdminBoostRow[] = [];
  const ended: AdminBoostRow[] = [];
  for (const listing of listings) {
    // Most listings were never boosted: no end of any kind.
    if (
      !listing.boost_expires &&
      !listing.search_featured_until &&
      !listing.homepage_featured_until
    ) {
      continue;
    }
    const owner = () => ownerName(users.get(listing.user_id));
    for (const type of BOOST_TYPES) {
      const row = boostRowOf(listing, type, owner, now);
      if (row) (row.running ? running : ended).push(row);
    }
  }
  return { running: running.sort(newestEndFirst), ended: ended.sort(newestEndFirst) };
}
