import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ADMIN_MESSAGES } from '../../../../shared/admin/messages';
import type { AdminListingsPage as ListingsPage } from '../../../../shared/admin/listings';
import { adminListingsRoute } from '../../../../shared/api/routes/admin-listings';
import { useApi } from '../../api/use-api';
import { useMediaQuery } from '../../search/use-media-query';
import { showToast } from '../../toast/toast-store';
import { useAdminUser } from '../layout/admin-context';
import { AdminPageFrame } from '../ui/admin-page-frame';
import { INLINE_ALERT, SECONDARY_BUTTON, TEXT_LINK } from '../ui/admin-styles';
import { AdminPager } from '../ui/pager';
import { pageCount, pagePosition, showingCaption } from '../ui/paging';
import { ListingActionDialogs } from './listing-action-dialogs';
import { ListingFilters } from './listing-filters';
import { ListingCards, ListingsTable } from './listing-rows';
import {
  dateRangeError,
  filtersFromSearch,
  listingsHref,
  searchFromFilters,
  withFilter,
  type ListingFilters as Filters,
} from './listings-query';
import { useListingActions } from './use-listing-actions';

/** The table needs the room of a laptop; below it each listing is a card. */
export const TABLE_QUERY = '(min-width: 1024px)';

export const ADMIN_LISTINGS_TITLE = 'Admin Listings';

/** /admin/listings: every listing, filtered and paged on the server, with the admin's actions. */
export function AdminListingsPage() {
  const user = useAdminUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearch(searchParams);
  const dateError = dateRangeError(filters);
  const wide = useMediaQuery(TABLE_QUERY);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { data, error, isLoading, mutate } = useApi(
    adminListingsRoute,
    dateError ? null : { query: searchFromFilters(filters) },
    { userId: user.id, keepPreviousData: true },
  );
  const actions = useListingActions({ fallbackFocus: () => headingRef.current });

  // Once per failure, not once per retry; rows kept from the last filters are not shown as these.
  const failed = Boolean(error);
  useEffect(() => {
    if (failed) showToast({ title: ADMIN_MESSAGES.loadListings, variant: 'destructive' });
  }, [failed]);

  function change(update: Partial<Filters>, typing: boolean) {
    // From the URL as it is when the change lands: a debounced search never undoes a status
    // chosen meanwhile.
    setSearchParams(
      (current) => searchFromFilters(withFilter(filtersFromSearch(current), update)),
      { replace: typing, preventScrollReset: true },
    );
  }

  return (
    <AdminPageFrame
      title={ADMIN_LISTINGS_TITLE}
      description="Every listing on VanYard: filter, approve or reject, change the status, edit or delete."
      trail={[{ label: 'Admin', href: '/admin' }, { label: 'Listings' }]}
      headingRef={headingRef}
    >
      <ListingFilters
        filters={filters}
        dateError={dateError}
        onChange={(update) => change(update, 'q' in update || 'owner' in update)}
      />
      <div className="mt-6" aria-busy={isLoading || undefined}>
        <ListingsResults
          data={data && withOwnChanges(data, actions)}
          failed={failed}
          loading={isLoading}
          wide={wide}
          page={filters.page}
          hrefOf={(page) => listingsHref({ ...filters, page })}
          onRetry={() => void mutate()}
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
  actions: Pick<ReturnType<typeof useListingActions>, 'present' | 'deletedAmong'>,
): ListingsPage {
  const gone = actions.deletedAmong(page.rows);
  return {
    ...page,
    rows: actions.present(page.rows),
    matched: Math.max(0, page.matched - gone),
    total: Math.max(0, page.total - gone),
  };
}

type ListingsResultsProps = {
  data: ListingsPage | undefined;
  failed: boolean;
  loading: boolean;
  wide: boolean;
  page: number;
  hrefOf: (page: number) => string;
  onRetry: () => void;
  actions: ReturnType<typeof useListingActions>;
};

/** The list under the filters in each of its states (rendered as it is in tests). */
export function ListingsResults({
  data,
  failed,
  loading,
  wide,
  page,
  hrefOf,
  onRetry,
  actions,
}: ListingsResultsProps) {
  if (failed || !data) {
    if (failed) {
      return (
        <div role="alert" className={INLINE_ALERT}>
          <p className="font-semibold">{ADMIN_MESSAGES.loadListings}</p>
          <button type="button" onClick={onRetry} className={`${SECONDARY_BUTTON} mt-3`}>
            Try again
          </button>
        </div>
      );
    }
    return (
      <p role="status" className="text-muted">
        {loading ? 'Loading listings...' : ''}
      </p>
    );
  }
  const pages = pageCount(data.matched, data.page_size);
  const caption = showingCaption(data.matched, data.total, 'listings');
  if (data.rows.length === 0) {
    return (
      <div
        role="status"
        className="rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm"
      >
        <p className="text-lg font-medium text-ink">{ADMIN_MESSAGES.noListings}</p>
        {data.matched > 0 && page > pages ? (
          <p className="mt-2">
            <Link to={hrefOf(pages)} className={TEXT_LINK}>
              Go to the last page ({pages})
            </Link>
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <>
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <p role="status" className="font-medium text-ink">
          {caption}
        </p>
        <p className="text-muted">
          {pagePosition(data.page, data.page_size, data.rows.length, data.matched)}
        </p>
      </div>
      {wide ? (
        <ListingsTable rows={data.rows} caption={caption} actions={actions} />
      ) : (
        <ListingCards rows={data.rows} caption={caption} actions={actions} />
      )}
      <AdminPager label="Pages of listings" page={data.page} pages={pages} hrefOf={hrefOf} />
    </>
  );
}
