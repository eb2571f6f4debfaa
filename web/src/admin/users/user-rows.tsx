import { Link } from 'react-router-dom';
import type { AdminUserRow } from '#shared/admin/users';
import { titleFromSlug } from '#shared/slug';
import { telHref } from '../../lib/tel-href';
import { TEXT_LINK } from '../../ui/styles';
import { Badge } from '../../ui/badge';
import { Table, type Column } from '../../ui/table';
import { adminDate } from '../ui/format';
import { ONE_LINE_LINK, OneLine } from '../ui/one-line';
import { ROLE_LABELS, userName } from './user-copy';
import { TagMenu, UserActionMenu } from './user-controls';
import type { UserActions } from './use-user-actions';
import { pages } from '#shared/pages';
import { cardClass } from '../../ui/card';

/** The role, and a Disabled badge while the account is disabled. */
export function RoleAndState({ user }: { user: AdminUserRow }) {
  return (
    <span className="flex flex-col items-start gap-1">
      <Badge tone={user.role === 'admin' ? 'info' : 'neutral'}>{ROLE_LABELS[user.role]}</Badge>
      {user.disabled ? <Badge tone="negative">Disabled</Badge> : null}
    </span>
  );
}

/** The website without its scheme, cut on one line, the whole of it in its tooltip. */
function WebsiteLink({ url }: { url: string }) {
  const shown = url.replace(/^https?:\/\//, '');
  return (
    <a
      href={url}
      rel="noopener noreferrer nofollow"
      title={shown}
      className={`${TEXT_LINK} ${ONE_LINE_LINK}`}
    >
      {shown}
    </a>
  );
}

/** The phone (a tel: link) and the website, or a dash. */
function Contact({ user }: { user: AdminUserRow }) {
  if (!user.phone_number && !user.website_url) return <span className="text-muted">—</span>;
  return (
    <span className="flex min-w-0 flex-col items-start gap-1">
      {user.phone_number ? (
        <a href={telHref(user.phone_number)} className={`${TEXT_LINK} whitespace-nowrap`}>
          {user.phone_number}
        </a>
      ) : null}
      {user.website_url ? <WebsiteLink url={user.website_url} /> : null}
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
  const name = userName(user);
  return (
    <Link
      to={pages.adminUser.build({ userId: user.id })}
      title={name}
      className={`${TEXT_LINK} ${ONE_LINE_LINK}`}
    >
      {name}
    </Link>
  );
}

/** The e-mail address on one line, whole in its tooltip, or a dash. */
function Email({ user, className = '' }: { user: AdminUserRow; className?: string }) {
  return user.email ? (
    <OneLine text={user.email} className={`text-ink ${className}`} />
  ) : (
    <span className={`text-muted ${className}`}>—</span>
  );
}

type UserRowsProps = {
  rows: readonly AdminUserRow[];
  caption: string;
  actions: UserActions;
  selfId: string;
};

/**
 * Admin Users on a wide screen: Name, Email, Role, Tag, Location, Contact, Created, Actions (one
 * menu); a row a line high, at most 60 px (decision 036).
 */
export function UsersTable({ rows, caption, actions, selfId }: UserRowsProps) {
  const columns: Column<AdminUserRow>[] = [
    { key: 'name', header: 'Name', rowHeader: true, cell: (user) => <NameLink user={user} /> },
    { key: 'email', header: 'Email', cell: (user) => <Email user={user} /> },
    {
      key: 'role',
      header: 'Role',
      className: 'w-20',
      cell: (user) => <RoleAndState user={user} />,
    },
    {
      key: 'tag',
      header: 'Tag',
      className: 'w-28',
      cell: (user) => <TagMenu user={user} actions={actions} />,
    },
    {
      key: 'location',
      header: 'Location',
      className: 'w-28',
      cell: (user) => <OneLine text={titleFromSlug(user.location) || '—'} className="text-ink" />,
    },
    {
      key: 'contact',
      header: 'Contact',
      className: 'w-32',
      cell: (user) => <Contact user={user} />,
    },
    {
      key: 'created',
      header: 'Created',
      className: 'w-26 whitespace-nowrap',
      cell: (user) => <time dateTime={user.created_at}>{adminDate(user.created_at)}</time>,
    },
    {
      key: 'actions',
      header: 'Actions',
      className: 'w-32',
      cell: (user) => <UserActionMenu user={user} actions={actions} selfId={selfId} />,
    },
  ];
  return (
    <Table
      caption={caption}
      columns={columns}
      rows={rows}
      rowKey={(user) => user.id}
      empty={null}
      dense
    />
  );
}

/** Admin Users on a phone: a card a user with the table's content and actions. */
export function UserCards({ rows, caption, actions, selfId }: UserRowsProps) {
  return (
    <ul aria-label={caption} className="grid grid-cols-1 gap-4">
      {rows.map((user) => (
        <li key={user.id} className={cardClass({ padding: 'list' })}>
          <h2 className="text-base leading-snug font-semibold">
            <NameLink user={user} />
          </h2>
          <Email user={user} className="mt-0.5 text-sm" />
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
          <div className="mt-3">
            <UserActionMenu user={user} actions={actions} selfId={selfId} />
          </div>
        </li>
      ))}
    </ul>
  );
}
