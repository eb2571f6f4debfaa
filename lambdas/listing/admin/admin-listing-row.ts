import type { AdminListingRow } from '#shared/admin/listings';
import type { AdminUserRow } from '#shared/admin/users';
import type { Listing } from '#shared/listing';
import type { ListingMirrorRow } from '#lambdas/admin';

/** What an Admin Listings row needs of a listing: the mirror's row, or the listing itself. */
export type ListingRowFields = Omit<ListingMirrorRow, 'owner_disabled'> &
  Pick<Listing, 'owner_disabled' | 'reports_hidden' | 'expired'>;

/** The owner as a row names them; name and e-mail null when they have no profile. */
export function ownerOf(
  userId: string,
  profile: AdminUserRow | undefined,
): AdminListingRow['owner'] {
  return {
    id: userId,
    name: profile?.full_name || null,
    email: profile?.email || null,
  };
}

/** One Admin Listings row: the listing's summary and its owner. */
export function toAdminListingRow(
  listing: ListingRowFields,
  owner: AdminUserRow | undefined,
): AdminListingRow {
  return {
    id: listing.id,
    title: listing.title,
    make: listing.make,
    model: listing.model,
    year: listing.year,
    price: listing.price,
    status: listing.status,
    approval_status: listing.approval_status,
    created_at: listing.created_at,
    updated_at: listing.updated_at,
    owner: ownerOf(listing.user_id, owner),
    owner_disabled: listing.owner_disabled === true,
    ...(listing.reports_hidden === undefined ? {} : { reports_hidden: listing.reports_hidden }),
    ...(listing.expired === undefined ? {} : { expired: listing.expired }),
  };
}
