import type { Sent } from '#shared/api/contract';
import { deleteOwnListingPhotoRoute } from '#shared/api/routes/delete-own-listing-photo';
import { ownListingRoute } from '#shared/api/routes/own-listing';
import { setOwnListingMainPhotoRoute } from '#shared/api/routes/set-own-listing-main-photo';
import { updateOwnListingRoute } from '#shared/api/routes/update-own-listing';
import type { OwnListing } from '#shared/own-listings';
import { apiUrl, callApi } from '../api/client';
import type { BreadcrumbLink } from '../ui/breadcrumbs';
import type { ToastInput } from '../ui/toast-store';
import { LISTING_TOASTS } from './save-failure';
import { useRefreshOwnListings } from './use-saving';
import { pages } from '#shared/pages';

/** What the edit form sends: the seller's form with the version it was opened on. */
export type ListingUpdate = Sent<typeof updateOwnListingRoute, 'body'>;

/**
 * Who edits a listing with the seller's form, and through which routes: the seller on
 * /dashboard/listings/{id}/edit, or an admin on /admin/listings/{id}/edit (where the approval
 * is kept). The form, its checks, the photo uploads (POST /api/me/uploads for both) and the
 * 409 handling are the same; the routes, the words around the form and where it leads differ.
 */
export type EditFlow = {
  /** SWR's key of the listing the form opens (with the user, so accounts never share it). */
  cacheKey: (listingId: string, userId: string) => readonly [string, string, ...string[]];
  read: (listingId: string) => Promise<OwnListing>;
  update: (listingId: string, body: ListingUpdate) => Promise<OwnListing>;
  deletePhoto: (listingId: string, photoId: string) => Promise<OwnListing>;
  makeMain: (listingId: string, photoId: string) => Promise<OwnListing>;
  /** A sold listing opens read-only (the seller's); an admin may still correct it. */
  soldReadOnly: boolean;
  /** The save of a draft sends it for review (the seller's); an admin's keeps it a draft. */
  submitsDraft: boolean;
  /** Inside the admin layout rather than a page of its own. */
  embedded: boolean;
  /** The lead under the heading. */
  lead: string;
  /** The breadcrumb above the heading; the last crumb is this page. */
  trail: (listingId: string) => BreadcrumbLink[];
  /** Where Cancel goes. */
  cancelHref: (listingId: string) => string;
  /** The way back from a listing not found or sold meanwhile. */
  back: { href: string; label: string };
  /** Said about a listing not found. */
  notFoundHint: string;
  savedToast: ToastInput;
  /** Where a saved form goes. */
  savedPath: (listingId: string) => string;
  /** Marks the cached answers a save changes as stale (a hook: called once per render). */
  useRefresh: () => () => unknown;
};

/** The seller's own listing: edits go back to moderation ('Listing updated and sent for approval'). */
export const SELLER_EDIT_FLOW: EditFlow = {
  cacheKey: (id, userId) => [apiUrl(ownListingRoute, { path: { id } }), userId],
  read: (id) => callApi(ownListingRoute, { path: { id } }),
  update: (id, body) => callApi(updateOwnListingRoute, { path: { id }, body }),
  deletePhoto: (id, photoId) => callApi(deleteOwnListingPhotoRoute, { path: { id, photoId } }),
  makeMain: (id, photoId) => callApi(setOwnListingMainPhotoRoute, { path: { id, photoId } }),
  soldReadOnly: true,
  submitsDraft: true,
  embedded: false,
  lead: 'Changes go back to our team for approval before they show to buyers.',
  trail: () => [
    { label: 'Dashboard', href: pages.dashboard.build() },
    { label: 'My Listings', href: pages.myListings.build() },
    { label: 'Edit Listing' },
  ],
  cancelHref: () => pages.myListings.build(),
  back: { href: pages.myListings.build(), label: 'Back to My Listings' },
  notFoundHint: 'It may have been deleted, or it belongs to another account.',
  savedToast: LISTING_TOASTS.updated,
  savedPath: () => pages.myListings.build(),
  useRefresh: useRefreshOwnListings,
};
