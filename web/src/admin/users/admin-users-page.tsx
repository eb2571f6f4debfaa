import { ADMIN_MESSAGES } from '#shared/admin/messages';
import type { AdminUserRow } from '#shared/admin/users';
import { adminUsersRoute } from '#shared/api/routes/admin-users';
import { Spinner } from '../admin-ui';
import { AdminPageFrame } from '../ui/admin-page-frame';
import {
  ADMIN_WIDE_TABLE_QUERY,
  AdminListResults,
  type AdminListResultsProps,
} from '../ui/list-results';
import { useUrlFilters } from '../ui/use-url-filters';
import { useAdminList } from '../ui/use-admin-list';
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
  const { filters, change } = useUrlFilters(userFiltersFromSearch, searchFromUserFilters);
  const { user, headingRef, data, list } = useAdminList(
    adminUsersRoute,
    { query: searchFromUserFilters(filters) },
    { loadFailed: LOAD_FAILED, wideQuery: ADMIN_WIDE_TABLE_QUERY },
  );
  const actions = useUserActions({ fallbackFocus: () => headingRef.current });
  const exporter = useExportUsers();

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
      <div className="mt-6" aria-busy={list.loading || undefined}>
        <UsersResults
          {...list}
          data={data}
          page={filters.page}
          hrefOf={(page) => usersHref({ ...filters, page })}
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
