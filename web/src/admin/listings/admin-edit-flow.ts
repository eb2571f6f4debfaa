import { adminDeleteListingPhotoRoute } from '#shared/api/routes/admin-delete-listing-photo';
import { adminListingRoute } from '#shared/api/routes/admin-listing';
import { adminSetListingMainPhotoRoute } from '#shared/api/routes/admin-set-listing-main-photo';
import { adminUpdateListingRoute } from '#shared/api/routes/admin-update-listing';
import { apiUrl, callApi } from '../../api/client';
import type { EditFlow } from '../../listing-form/edit-flow';
import { useRefreshAdmin } from '../ui/use-refresh-admin';
import { pages } from '#shared/pages';

/** The toast of an admin's save: the listing keeps its approval, unlike a seller's edit. */
export const ADMIN_LISTING_UPDATED = { title: 'Success', description: 'Listing updated' } as const;

/**
 * The seller's form for an admin (/admin/listings/{id}/edit): reads GET /api/admin/listings/{id}
 * (its `listing` is the OwnListing the form opens), saves with PUT /api/admin/listings/{id}
 * (approval kept), deletes photos and picks the main one through the admin photo routes; new
 * photos upload through the same presign route as the seller's. Back to the listing's page.
 */
export const ADMIN_EDIT_FLOW: EditFlow = {
  // Not the detail page's key: that one holds the whole AdminListingDetail.
  cacheKey: (id, userId) => [apiUrl(adminListingRoute, { path: { id } }), userId, 'listing'],
  read: async (id) => (await callApi(adminListingRoute, { path: { id } })).listing,
  update: (id, body) => callApi(adminUpdateListingRoute, { path: { id }, body }),
  deletePhoto: (id, photoId) => callApi(adminDeleteListingPhotoRoute, { path: { id, photoId } }),
  makeMain: (id, photoId) => callApi(adminSetListingMainPhotoRoute, { path: { id, photoId } }),
  soldReadOnly: false,
  submitsDraft: false,
  embedded: true,
  lead: 'An admin’s edit keeps the listing’s approval as it is; the change is in its audit trail.',
  trail: (id) => [
    { label: 'Admin', href: pages.admin.build() },
    { label: 'Listings', href: pages.adminListings.build() },
    { label: 'Listing', href: pages.adminListing.build({ listingId: id }) },
    { label: 'Edit Listing' },
  ],
  cancelHref: (id) => pages.adminListing.build({ listingId: id }),
  back: { href: pages.adminListings.build(), label: 'Back to Admin Listings' },
  notFoundHint: 'It may have been deleted.',
  savedToast: ADMIN_LISTING_UPDATED,
  savedPath: (id) => pages.adminListing.build({ listingId: id }),
  useRefresh: useRefreshAdmin,
};
