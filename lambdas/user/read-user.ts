import { SELLER_LISTINGS_SHOWN } from '#shared/admin/listings';
import { ADMIN_MESSAGES } from '#shared/admin/messages';
import type { AdminUserDetail } from '#shared/admin/user-detail';
import { newestOwnerEntries, toAdminListingRow, getListingTally } from '#lambdas/listing';
import { getAdminUser, accountSellerType, getProfile } from '#lambdas/account';
import { listAudit } from '#lambdas/admin';
import { NotFoundError } from '../platform/errors';
import type { AdminUsersDeps } from './deps';

/**
 * One user for an admin: the profile with its admin fields, the My Listings tallies, the
 * newest listings (the owner index) and the admin actions on the user, read at once.
 */
export async function readAdminUser(deps: AdminUsersDeps, id: string): Promise<AdminUserDetail> {
  const [user, sellerType, counts, listings, audit, profile] = await Promise.all([
    getAdminUser(deps.db, id),
    accountSellerType(deps.db, id),
    getListingTally(deps.db, id),
    newestOwnerEntries(deps.db, id, SELLER_LISTINGS_SHOWN),
    listAudit(deps.db, 'user', id),
    getProfile(deps.db, id),
  ]);
  if (!user) throw new NotFoundError(ADMIN_MESSAGES.userNotFound);
  return {
    user,
    seller_type: sellerType,
    dealer_page:
      sellerType === 'trade_dealer' && profile?.dealer_slug
        ? {
            slug: profile.dealer_slug,
            verified_at: profile.dealer_verified_at ?? null,
            hidden: profile.dealer_hidden === true,
          }
        : null,
    listing_counts: counts,
    // The owner index does not carry the disabled flag; it follows the account.
    listings: listings.map((listing) =>
      toAdminListingRow({ ...listing, user_id: id, owner_disabled: user.disabled }, user),
    ),
    audit,
  };
}
