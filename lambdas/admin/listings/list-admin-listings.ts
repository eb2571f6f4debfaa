import {
  ADMIN_LISTINGS_PAGE_SIZE,
  type AdminListingsPage,
  type AdminListingsQuery,
} from '../../../shared/admin/listings';
import { getAdminMirror, type AdminMirrorDeps } from '../mirror/admin-mirror';
import { toAdminListingRow } from './admin-listing-row';
import { filterListingRows, pageOf } from './filter-listings';

/**
 * A page of Admin Listings, newest first, from the admin mirrors of listings and users (no
 * table read but their refresh): the filters' matches counted exactly, 25 a page. A page past
 * the end is empty, not an error.
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
  return {
    rows: pageOf(matched, page, ADMIN_LISTINGS_PAGE_SIZE).map((row) =>
      toAdminListingRow(row, users.get(row.user_id)),
    ),
    matched: matched.length,
    total: listings.size,
    page,
    page_size: ADMIN_LISTINGS_PAGE_SIZE,
  };
}
