import { useRef } from 'react';
import { ADMIN_MESSAGES } from '#shared/admin/messages';
import type { AdminUserRow } from '#shared/admin/users';
import { adminUsersRoute } from '#shared/api/routes/admin-users';
import { useApi } from '../../api/use-api';
import { useMediaQuery } from '../../ui/use-media-query';
import { useAdminUser } from '../layout/admin-context';
import { Spinner } from '../admin-ui';
import { AdminPageFrame } from '../ui/admin-page-frame';
import {
  ADMIN_WIDE_TABLE_QUERY,
  AdminListResults,
  type AdminListResultsProps,
} from '../ui/list-results';
import { useFailureToast } from '../ui/use-failure-toast';
import { useUrlFilters } from '../ui/use-url-filters';
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
} from './users-query';
import { pages } from '#shared/pages';
import { buttonClass } from '../../ui/button';

export const ADMIN_USERS_TITLE = 'Admin Users';
const LOAD_FAILED = 'Could not load users';

/** /admin/users: every user, filtered and paged on the server, with tag, role and account actions. */
export function AdminUsersPage() {
  const user = useAdminUser();
  const { filters, change } = useUrlFilters(userFiltersFromSearch, searchFromUserFilters);
  const wide = useMediaQuery(ADMIN_WIDE_TABLE_QUERY);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { data, error, isLoading, mutate } = useApi(
    adminUsersRoute,
    { query: searchFromUserFilters(filters) },
    { userId: user.id, keepPreviousData: true },
  );
  const actions = useUserActions({ fallbackFocus: () => headingRef.current });
  const exporter = useExportUsers();

  const failed = Boolean(error);
  useFailureToast(failed, { title: LOAD_FAILED, variant: 'destructive' });

  return (
    <AdminPageFrame
      title={ADMIN_USERS_TITLE}
      description="Every VanYard account: filter, tag, grant or remove the admin role, disable or enable, export."
      trail={[{ label: 'Admin', href: pages.admin.build() }, { label: 'Users' }]}
      headingRef={headingRef}
      actions={
        <button
          type="button"
          aria-disabled={exporter.busy || undefined}
          onClick={() => {
            if (!exporter.busy) void exporter.exportUsers(exportFilter(filters));
          }}
          className={`${buttonClass()} gap-2`}
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

type UsersResultsProps = AdminListResultsProps<AdminUserRow> & {
  actions: UserActions;
  selfId: string;
};

/** The list under the filters in each of its states (rendered as it is in tests). */
export function UsersResults({ actions, selfId, ...list }: UsersResultsProps) {
  return (
    <AdminListResults
      {...list}
      words={{ noun: 'users', loadFailed: LOAD_FAILED, empty: ADMIN_MESSAGES.noUsers }}
      table={(rows, caption) => (
        <UsersTable
          rows={actions.present(rows)}
          caption={caption}
          actions={actions}
          selfId={selfId}
        />
      )}
      cards={(rows, caption) => (
        <UserCards
          rows={actions.present(rows)}
          caption={caption}
          actions={actions}
          selfId={selfId}
        />
      )}
    />
  );
}
