import { ADMIN_MESSAGES } from '#shared/admin/messages';
import type { AdminListingsRow, AdminListingsPage as ListingsPage } from '#shared/admin/listings';
import { adminListingsRoute } from '#shared/api/routes/admin-listings';
import { AdminPageFrame } from '../ui/admin-page-frame';
import {
  ADMIN_WIDE_TABLE_QUERY,
  AdminListResults,
  type AdminListResultsProps,
} from '../ui/list-results';
import { useUrlFilters } from '../ui/use-url-filters';
import { useAdminList } from '../ui/use-admin-list';
import { AdminImportCsv } from './admin-import';
import { ListingActionDialogs } from './listing-action-dialogs';
import { ListingFilters } from './listing-filters';
import { ListingCards, ListingsTable } from './listing-rows';
import {
  dateRangeError,
  filtersFromSearch,
  listingsHref,
  searchFromFilters,
} from './listings-query';
import { useListingActions, type ListingActions } from './use-listing-actions';
import { pages } from '#shared/pages';

export const ADMIN_LISTINGS_TITLE = 'Admin Listings';

/** /admin/listings: every listing, filtered and paged on the server, with the admin's actions. */
export function AdminListingsPage() {
  const { filters, change } = useUrlFilters(filtersFromSearch, searchFromFilters);
  const dateError = dateRangeError(filters);
  const { user, headingRef, data, list } = useAdminList(
    adminListingsRoute,
    dateError ? null : { query: searchFromFilters(filters) },
    { loadFailed: ADMIN_MESSAGES.loadListings, wideQuery: ADMIN_WIDE_TABLE_QUERY },
  );
  const actions = useListingActions({ fallbackFocus: () => headingRef.current });

  return (
    <AdminPageFrame
      title={ADMIN_LISTINGS_TITLE}
      description="Every listing on VanYard: filter, approve or reject, change the status, edit or delete."
      trail={[{ label: 'Admin', href: pages.admin.build() }, { label: 'Listings' }]}
      headingRef={headingRef}
      actions={<AdminImportCsv userId={user.id} />}
    >
      <ListingFilters
        filters={filters}
        dateError={dateError}
        onChange={(update) => change(update, 'q' in update || 'owner' in update)}
      />
      <div className="mt-6" aria-busy={list.loading || undefined}>
        <ListingsResults
          {...list}
          data={data && withOwnChanges(data, actions)}
          page={filters.page}
          hrefOf={(page) => listingsHref({ ...filters, page })}
          actions={actions}
        />
      </div>
      <ListingActionDialogs actions={actions} userId={user.id} />
    </AdminPageFrame>
  );
}

/** The page as the server answered it, with this screen's own changes not yet in it shown. */
export function withOwnChanges(
  page: ListingsPage,
  actions: Pick<ListingActions, 'present' | 'deletedAmong'>,
): ListingsPage {
  const gone = actions.deletedAmong(page.rows);
  return {
    ...page,
    rows: actions.present(page.rows),
    matched: Math.max(0, page.matched - gone),
    total: Math.max(0, page.total - gone),
  };
}

/** The list under the filters in each of its states (rendered as it is in tests). */
export function ListingsResults({
  actions,
  ...list
}: AdminListResultsProps<AdminListingsRow> & { actions: ListingActions }) {
  return (
    <AdminListResults
      {...list}
      words={{
        noun: 'listings',
        loadFailed: ADMIN_MESSAGES.loadListings,
        empty: ADMIN_MESSAGES.noListings,
      }}
      table={(rows, caption) => <ListingsTable rows={rows} caption={caption} actions={actions} />}
      cards={(rows, caption) => <ListingCards rows={rows} caption={caption} actions={actions} />}
    />
  );
}
