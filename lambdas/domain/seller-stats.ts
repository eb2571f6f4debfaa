import type { SellerStats } from '../../shared/dashboard';
import type { OwnerListingState } from '../data/owner-listings';

/**
 * The dashboard's counts: active = status active and approved; boosted =
 * search or homepage featured with a boost that expires at or after now.
 */
export function sellerStats(listings: readonly OwnerListingState[], now = new Date()): SellerStats {
  const nowMs = now.getTime();
  return {
    activeListings: listings.filter(
      (listing) => listing.status === 'active' && listing.approval_status === 'approved',
    ).length,
    boostedListings: listings.filter(
      (listing) =>
        (listing.search_featured || listing.homepage_featured) &&
        listing.boost_expires !== null &&
        Date.parse(listing.boost_expires) >= nowMs,
    ).length,
  };
}
