import { Link } from 'react-router-dom';
import type { AdminUserRow } from '../../../../shared/admin/users';
import { titleFromSlug } from '../../../../shared/slug';
import { telHref } from '../../lib/tel-href';
import { adminUserPath } from '../listings/listing-paths';
import { TEXT_LINK } from '../ui/admin-styles';
import { Badge } from '../ui/badges';
import { DataTable, type Column } from '../ui/data-table';
import { adminDate } from '../ui/format';
import { ROLE_LABELS, userName } from './user-copy';
import { TagMenu, UserRowActions } from './user-controls';
import type { UserActions } from './use-user-actions';

/** The role, and a Disabled badge while the account is disabled. */
export function RoleAndState({ user }: { user: AdminUserRow }) {
  return (
    <span className="flex flex-col items-start gap-1">
      <Badge tone={user.role === 'admin' ? 'info' : 'neutral'}>{ROLE_LABELS[user.role]}</Badge>
      {user.disabled ? <Badge tone="negative">Disabled</Badge> : null}
    </span>
  );
}

/** The phone (a tel: link) and the website, or a dash. */
function Contact({ user }: { user: AdminUserRow }) {
  if (!user.phone_number && !user.website_url) return <span className="text-muted">—</span>;
  return (
    <span className="flex flex-col items-start gap-0.5">
      {user.phone_number ? (
        <a href={telHref(user.phone_number)} className={`${TEXT_LINK} whitespace-nowrap`}>
          {user.phone_number}
        </a>
      ) : null}
      {user.website_url ? (
        <a
          href={user.website_url}
          rel="noopener noreferrer nofollow"
          className={`${TEXT_LINK} break-all`}
        >
          {user.website_url.replace(/^https?:\/\//, '')}
        </a>
      ) : null}
    </span>
  );
}

/** Where the user is, how to reach them and since when: rows of a card's or the profile's list. */
export function PlaceContactCreated({ user }: { user: AdminUserRow }) {
  return (
    <>
      <dt className="text-muted">Location</dt>
      <dd className="text-ink">{titleFromSlug(user.location) || '—'}</dd>
      <dt className="text-muted">Contact</dt>
      <dd className="min-w-0">
        <Contact user={user} />
      </dd>
      <dt className="text-muted">Created</dt>
      <dd>
        <time dateTime={user.created_at}>{adminDate(user.created_at)}</time>
      </dd>
    </>
  );
}

function NameLink({ user }: { user: AdminUserRow }) {
  return (
    <Link to={adminUserPath(user.id)} className={`${TEXT_LINK} break-words`}>
      {userName(user)}
    </Link>
  );
}

type UserRowsProps = {
  rows: readonly AdminUserRow[];
  caption: string;
  actions: UserActions;
  selfId: string;
};

/** Admin Users on a wide screen: Name, Email, Role, Tag, Location, Contact, Created, Actions. */
export function UsersTable({ rows, caption, actions, selfId }: UserRowsProps) {
  const columns: Column<AdminUserRow>[] = [
    { key: 'name', header: 'Name', rowHeader: true, cell: (user) => <NameLink user={user} /> },
    {
      key: 'email',
      header: 'Email',
      cell: (user) => <span className="break-all text-ink">{user.email || '—'}</span>,
    },
    { key: 'role', header: 'Role', cell: (user) => <RoleAndState user={user} /> },
    { key: 'tag', header: 'Tag', cell: (user) => <TagMenu user={user} actions={actions} /> },
    {
      key: 'location',
      header: 'Location',
      cell: (user) => <span className="text-ink">{titleFromSlug(user.location) || '—'}</span>,
    },
    { key: 'contact', header: 'Contact', cell: (user) => <Contact user={user} /> },
    {
      key: 'created',
      header: 'Created',
      className: 'whitespace-nowrap',
      cell: (user) => <time dateTime={user.created_at}>{adminDate(user.created_at)}</time>,
    },
    {
      key: 'actions',
      header: 'Actions',
      cell: (user) => <UserRowActions user={user} actions={actions} selfId={selfId} />,
    },
  ];
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={rows}
      rowKey={(user) => user.id}
      empty={null}
    />
  );
}

/** Admin Users on a phone: a card a user with the table's content and actions. */
export function UserCards({ rows, caption, actions, selfId }: UserRowsProps) {
  return (
    <ul aria-label={caption} className="grid gap-4">
      {rows.map((user) => (
        <li key={user.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <h2 className="text-base leading-snug font-semibold">
            <NameLink user={user} />
          </h2>
          <p className="mt-0.5 text-sm break-all text-ink">{user.email || '—'}</p>
          <div className="mt-2">
            <RoleAndState user={user} />
          </div>
          <dl className="mt-3 grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-2 text-sm">
            <dt className="text-muted">Tag</dt>
            <dd>
              <TagMenu user={user} actions={actions} />
            </dd>
            <PlaceContactCreated user={user} />
          </dl>
          <UserRowActions
            user={user}
            actions={actions}
            selfId={selfId}
            className="mt-4 flex flex-wrap gap-2"
          />
        </li>
      ))}
    </ul>
  );
}
