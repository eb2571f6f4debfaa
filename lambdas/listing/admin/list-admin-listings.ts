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
 * filters' matches counted exactly, 25 a page, each row with its main photo and reports flag
 * (read from the table for rows this container has not seen at their version: main-photos.ts).
 * The filters read the mirror's status and approval, so a listing hidden by reports is found as
 * active and approved, and its row says 'Hidden: under review'. A page past the
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
    rows: rows.map((row) => {
      const read = photos.get(row.id);
      return {
        ...toAdminListingRow(
          {
            ...row,
            reports_hidden: read?.reports_hidden ?? false,
            expired: read?.expired ?? false,
          },
          users.get(row.user_id),
        ),
        image_url: read?.url ?? null,
      };
    }),
    matched: matched.length,
    total: listings.size,
    page,
    page_size: ADMIN_LISTINGS_PAGE_SIZE,
  };
}
