import {
  ADMIN_LISTINGS_PAGE_SIZE,
  type AdminListingsPage,
  type AdminListingsQuery,
} from '#shared/admin/listings';
import { getAdminMirror, type AdminMirrorDeps, filterListingRows, pageOf } from '#lambdas/admin';
import { toAdminListingRow } from './admin-listing-row';
import { mainPhotosOf } from './main-photos';

/**
 * A page of Admin Listings, newest first, from the admin mirrors of listings and users: the
 * filters' matches counted exactly, 25 a page, each row with its main photo (read from the
 * table for rows this container has not seen at their version: main-photos.ts). A page past the
 * end is empty, not an error.
 */
export async function listAdminListings(
  deps: AdminMirrorDeps,
  query: AdminListingsQuery,
): Promise<AdminListingsPage> {
  const [listings, users] = await Promise.all([
    getAdminMirror(deps, 'listings'),
    getAdminMirror(deps, 'users'),
  ]);
  const { page, ...filters } = query;
  const matched = filterListingRows(listings.rows(), users.rows(), filters);
  const rows = pageOf(matched, page, ADMIN_LISTINGS_PAGE_SIZE);
  const photos = await mainPhotosOf(deps.db, rows);
  return {
    rows: rows.map((row) => ({
      ...toAdminListingRow(row, users.get(row.user_id)),
      image_url: photos.get(row.id) ?? null,
    })),
    matched: matched.length,
    total: listings.size,
    page,
    page_size: ADMIN_LISTINGS_PAGE_SIZE,
  };
}
