import {
  BOOST_ENDING_SOON_DAYS,
  DASHBOARD_LIST_LIMIT,
  type DashboardListing,
  type SellerStats,
} from '#shared/dashboard';
import type { SellerEnquiries } from './enquiries-repo';
import type { OwnerListingState } from '#lambdas/listing';

const DAY_MS = 24 * 3600 * 1000;

/**
 * The seller dashboard from the seller's listings (any state) and enquiries: live, boosted,
 * pending, rejected, draft and sold counts, and the listings to act on. Live = status active and
 * approved; boosted = search or homepage featured with a boost that expires at or after now;
 * ending soon = boosted and ending within BOOST_ENDING_SOON_DAYS. A sold listing needs nothing
 * more, whatever its approval says.
 */
export function sellerStats(
  listings: readonly OwnerListingState[],
  enquiries: SellerEnquiries = { received: 0, latestAt: null },
  now = new Date(),
): SellerStats {
  const nowMs = now.getTime();
  const soonMs = nowMs + BOOST_ENDING_SOON_DAYS * DAY_MS;
  const boostEnds = (listing: OwnerListingState) =>
    (listing.search_featured || listing.homepage_featured) && listing.boost_expires !== null
      ? Date.parse(listing.boost_expires)
      : Number.NaN;
  const boosted = listings.filter((listing) => boostEnds(listing) >= nowMs);
  const unsold = listings.filter((listing) => listing.status !== 'sold');
  const pending = unsold.filter((listing) => listing.approval_status === 'pending');
  const rejected = unsold.filter((listing) => listing.approval_status === 'rejected');
  const drafts = unsold.filter((listing) => listing.approval_status === 'draft');
  const endingSoon = boosted.filter(
    (listing) => listing.status !== 'sold' && boostEnds(listing) <= soonMs,
  );
  return {
    activeListings: listings.filter(
      (listing) => listing.status === 'active' && listing.approval_status === 'approved',
    ).length,
    boostedListings: boosted.length,
    pendingListings: pending.length,
    rejectedListings: rejected.length,
    draftListings: drafts.length,
    soldListings: listings.length - unsold.length,
    totalListings: listings.length,
    enquiriesReceived: enquiries.received,
    latestEnquiryAt: enquiries.latestAt,
    boostsEndingSoon: firstOf(endingSoon, (a, b) => boostEnds(a) - boostEnds(b)).map(shown),
    awaitingApproval: firstOf(pending, (a, b) => a.updated_at.localeCompare(b.updated_at)).map(
      shown,
    ),
    rejected: firstOf(rejected, (a, b) => b.updated_at.localeCompare(a.updated_at)).map(shown),
    drafts: firstOf(drafts, (a, b) => a.created_at.localeCompare(b.created_at)).map((draft) => ({
      ...shown(draft),
      photo_count: draft.image_urls?.length ?? 0,
    })),
  };
}

/** The first DASHBOARD_LIST_LIMIT in `order`. */
function firstOf(
  listings: readonly OwnerListingState[],
  order: (a: OwnerListingState, b: OwnerListingState) => number,
): OwnerListingState[] {
  return [...listings].sort(order).slice(0, DASHBOARD_LIST_LIMIT);
}

/** Only the fields a dashboard list shows. */
function shown(listing: OwnerListingState): DashboardListing {
  return {
    id: listing.id,
    make: listing.make,
    model: listing.model,
    year: listing.year,
    created_at: listing.created_at,
    updated_at: listing.updated_at,
    search_featured: listing.search_featured,
    homepage_featured: listing.homepage_featured,
    boost_expires: listing.boost_expires,
  };
}
