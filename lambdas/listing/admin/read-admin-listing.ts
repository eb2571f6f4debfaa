import { SELLER_LISTINGS_SHOWN, type AdminListingDetail } from '#shared/admin/listings';
import { isLive } from '#shared/listing';
import { listingPath } from '#shared/listing-paths';
import { getApprovedCopy, getOwnerRows, newestOwnerEntries } from '../moderation-repo';
import { listAudit } from '#lambdas/admin';
import { mileageFlagOf } from '#lambdas/vehicle';
import type { Db } from '../../platform/db';
import { getListingTally } from '../listing-state-repo';
import { toOwnListing } from '../own-listing-view';
import { toAdminListingRow } from './admin-listing-row';
import { listingChanges, photoChanges } from './listing-changes';
import { listingForAdmin, rejectionReasonOf } from './read-for-admin';

/**
 * One listing for a moderator: the listing in any state, where it shows publicly, what changed
 * since it was last approved (null when it never was), its seller with their other listings and
 * tab counts, and the admin actions on it, newest first.
 */
export async function readAdminListing(db: Db, id: string): Promise<AdminListingDetail> {
  const [found, approved, audit] = await Promise.all([
    listingForAdmin(db, id),
    getApprovedCopy(db, id),
    listAudit(db, 'listing', id),
  ]);
  const { listing, counters, extra } = found;
  const [owners, entries, counts, mileageFlag] = await Promise.all([
    getOwnerRows(db, [listing.user_id]),
    newestOwnerEntries(db, listing.user_id, SELLER_LISTINGS_SHOWN + 1),
    getListingTally(db, listing.user_id),
    mileageFlagOf(db, listing),
  ]);
  const seller = owners.get(listing.user_id);
  const others = entries.filter((entry) => entry.id !== id).slice(0, SELLER_LISTINGS_SHOWN);
  return {
    listing: toOwnListing(listing, counters, rejectionReasonOf(extra)),
    public_path: isLive(listing) ? listingPath(listing) : null,
    changes: approved ? listingChanges(approved, listing) : null,
    photo_changes: approved ? photoChanges(approved, listing) : null,
    seller: seller ?? null,
    // The owner index does not carry the disabled flag: every listing of a disabled seller has it.
    seller_listings: others.map((row) =>
      toAdminListingRow(
        { ...row, user_id: listing.user_id, owner_disabled: seller?.disabled },
        seller,
      ),
    ),
    seller_listing_counts: counts,
    audit,
    mileage_flag: mileageFlag,
  };
}
