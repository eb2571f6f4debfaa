import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ADMIN_MESSAGES } from '../../../../shared/admin/messages';
import type { AdminUsersPage as UsersPage } from '../../../../shared/admin/users';
import { adminUsersRoute } from '../../../../shared/api/routes/admin-users';
import { useApi } from '../../api/use-api';
import { useMediaQuery } from '../../search/use-media-query';
import { showToast } from '../../toast/toast-store';
import { useAdminUser } from '../layout/admin-context';
import { Spinner } from '../admin-ui';
import { AdminPageFrame } from '../ui/admin-page-frame';
import { INLINE_ALERT, PRIMARY_BUTTON, SECONDARY_BUTTON, TEXT_LINK } from '../ui/admin-styles';
import { AdminPager } from '../ui/pager';
import { pageCount, pagePosition, showingCaption } from '../ui/paging';
import { useExportUsers } from './use-export-users';
import { useUserActions, type UserActions } from './use-user-actions';
import { UserActionDialogs } from './user-action-dialogs';
import { UserFilters } from './user-filters';
import { UserCards, UsersTable } from './user-rows';
import {
  exportFilter,
  searchFromUserFilters,
  userFiltersFromSearch,
  usersHref,
  withUserFilter,
  type UserFilters as Filters,
} from './users-query';

/** The table needs the room of a laptop; below it each user is a card. */
export const USERS_TABLE_QUERY = '(min-width: 1024px)';

export const ADMIN_USERS_TITLE = 'Admin Users';
const LOAD_FAILED = 'Could not load users';

/** /admin/users: every user, filtered and paged on the server, with tag, role and account actions. */
export function AdminUsersPage() {
  const user = useAdminUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = userFiltersFromSearch(searchParams);
  const wide = useMediaQuery(USERS_TABLE_QUERY);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { data, error, isLoading, mutate } = useApi(
    adminUsersRoute,
    { query: searchFromUserFilters(filters) },
    { userId: user.id, keepPreviousData: true },
  );
  const actions = useUserActions({ fallbackFocus: () => headingRef.current });
  const exporter = useExportUsers();

  const failed = Boolean(error);
  useEffect(() => {
    if (failed) showToast({ title: LOAD_FAILED, variant: 'destructive' });
  }, [failed]);

  function change(update: Partial<Filters>, typing: boolean) {
    // From the URL as it is when the change lands: a debounced search never undoes a role
    // chosen meanwhile.
    setSearchParams(
      (current) => searchFromUserFilters(withUserFilter(userFiltersFromSearch(current), update)),
      { replace: typing, preventScrollReset: true },
    );
  }

  return (
    <AdminPageFrame
      title={ADMIN_USERS_TITLE}
      description="Every VanYard account: filter, tag, grant or remove the admin role, disable or enable, export."
      trail={[{ label: 'Admin', href: '/admin' }, { label: 'Users' }]}
      headingRef={headingRef}
      actions={
        <button
          type="button"
          aria-disabled={exporter.busy || undefined}
          onClick={() => {
            if (!exporter.busy) void exporter.exportUsers(exportFilter(filters));
          }}
          className={`${PRIMARY_BUTTON} gap-2`}
        >
          {exporter.busy ? <Spinner /> : null}
          {exporter.busy ? 'Exporting...' : 'Export CSV'}
        </button>
      }
    >
      <UserFilters filters={filters} onChange={(update) => change(update, 'q' in update)} />
      <div className="mt-6" aria-busy={isLoading || undefined}>
        <UsersResults
          data={data}
          failed={failed}
          loading={isLoading}
          wide={wide}
          page={filters.page}
          hrefOf={(page) => usersHref({ ...filters, page })}
          onRetry={() => void mutate()}
          actions={actions}
          selfId={user.id}
        />
      </div>
      <UserActionDialogs actions={actions} />
      <p role="status" className="sr-only">
        {exporter.busy ? 'Exporting users...' : ''}
      </p>
    </AdminPageFrame>
  );
}

type UsersResultsProps = {
  data: UsersPage | undefined;
  failed: boolean;
  loading: boolean;
  wide: boolean;
  page: number;
  hrefOf: (page: number) => string;
  onRetry: () => void;
  actions: UserActions;
  selfId: string;
};

/** The list under the filters in each of its states (rendered as it is in tests). */
export function UsersResults({
  data,
  failed,
  loading,
  wide,
  page,
  hrefOf,
  onRetry,
  actions,
  selfId,
}: UsersResultsProps) {
  if (failed || !data) {
    if (failed) {
      return (
        <div role="alert" className={INLINE_ALERT}>
          <p className="font-semibold">{LOAD_FAILED}</p>
          <button type="button" onClick={onRetry} className={`${SECONDARY_BUTTON} mt-3`}>
            Try again
          </button>
        </div>
      );
    }
    return (
      <p role="status" className="text-muted">
        {loading ? 'Loading users...' : ''}
      </p>
    );
  }
  const pages = pageCount(data.matched, data.page_size);
  const caption = showingCaption(data.matched, data.total, 'users');
  if (data.rows.length === 0) {
    return (
      <div
        role="status"
        className="rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm"
      >
        <p className="text-lg font-medium text-ink">{ADMIN_MESSAGES.noUsers}</p>
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
        <UsersTable rows={data.rows} caption={caption} actions={actions} selfId={selfId} />
      ) : (
        <UserCards rows={data.rows} caption={caption} actions={actions} selfId={selfId} />
      )}
      <AdminPager label="Pages of users" page={data.page} pages={pages} hrefOf={hrefOf} />
    </>
  );
}
