import { DealerPageControl } from './dealer-page-control';
import { useRef, type ReactNode, type Ref } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ADMIN_MESSAGES } from '#shared/admin/messages';
import type { AdminUserDetail } from '#shared/admin/user-detail';
import { userIdParams } from '#shared/admin/users';
import { adminUserRoute } from '#shared/api/routes/admin-user';
import { formatNumber, formatPrice } from '#shared/format';
import { useApi } from '../../api/use-api';
import { useAdminUser } from '../layout/admin-context';
import { listingName } from '../listings/listing-rows';
import { AdminPageFrame } from '../ui/admin-page-frame';
import { CARD, CARD_HEADING, TEXT_LINK } from '../../ui/styles';
import { AuditTrail } from '../ui/audit-trail';
import { ListingStateBadge } from '../../ui/listing-state-badge';
import { adminDate } from '../ui/format';
import { detailLoad, LoadingOrFailed } from '../ui/load-states';
import { useFailureToast } from '../ui/use-failure-toast';
import { AccountTypeControl } from './account-type-control';
import { useUserActions, type UserActions } from './use-user-actions';
import { UserActionDialogs } from './user-action-dialogs';
import { ROLE_NOTE, userName } from './user-copy';
import { TagMenu, UserRowActions } from './user-controls';
import { PlaceContactCreated, RoleAndState } from './user-rows';
import { pages } from '#shared/pages';
import { buttonClass } from '../../ui/button';
import { Card } from '../../ui/card';
import { TextLink } from '../../ui/text-link';

const TRAIL_ROOT = [
  { label: 'Admin', href: pages.admin.build() },
  { label: 'Users', href: pages.adminUsers.build() },
];
const LOAD_FAILED = 'Could not load this user';

/** /admin/users/{id}: one user's profile, role, tag and account, listings and audit trail. */
export function AdminUserPage() {
  const admin = useAdminUser();
  const { userId = '' } = useParams();
  const validId = userIdParams.safeParse({ id: userId }).success;
  const { data, error, mutate } = useApi(
    adminUserRoute,
    validId ? { path: { id: userId } } : null,
    { userId: admin.id },
  );
  const headingRef = useRef<HTMLHeadingElement>(null);
  const actions = useUserActions({ fallbackFocus: () => headingRef.current });

  const { notFound, failed } = detailLoad(validId, data, error);
  useFailureToast(failed, { title: LOAD_FAILED, variant: 'destructive' });

  if (notFound) return <AdminUserNotFound />;
  if (!data) {
    return (
      <AdminPageFrame title="User" description="One VanYard account." trail={TRAIL_ROOT}>
        <LoadingOrFailed failed={failed} message={LOAD_FAILED} onRetry={() => void mutate()} />
      </AdminPageFrame>
    );
  }
  return (
    <AdminUserView
      detail={data}
      actions={actions}
      selfId={admin.id}
      headingRef={headingRef}
      onAccountTypeChanged={() => mutate()}
    >
      <UserActionDialogs actions={actions} />
    </AdminUserView>
  );
}

type AdminUserViewProps = {
  detail: AdminUserDetail;
  actions: UserActions;
  selfId: string;
  headingRef?: Ref<HTMLHeadingElement>;
  /** Reads the page again after the account's type changed. */
  onAccountTypeChanged?: () => Promise<unknown>;
  children?: ReactNode;
};

/** The loaded page (rendered as it is in tests). */
export function AdminUserView({
  detail,
  actions,
  selfId,
  headingRef,
  onAccountTypeChanged = async () => undefined,
  children,
}: AdminUserViewProps) {
  const { user } = detail;
  const name = userName(user);
  return (
    <AdminPageFrame
      title={name}
      description="One VanYard account: profile, role, tag, listings and the admin actions on it."
      lead={user.email || 'No e-mail address'}
      trail={[...TRAIL_ROOT, { label: name }]}
      headingRef={headingRef}
    >
      <div className="grid gap-6 xl:grid-cols-2">
        <Card headingId="user-profile" title="Profile">
          <dl className="mt-4 grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-3 text-sm">
            <dt className="text-muted">Name</dt>
            <dd className="break-words text-ink">{user.full_name || '—'}</dd>
            <dt className="text-muted">Email</dt>
            <dd className="break-all text-ink">{user.email || '—'}</dd>
            <PlaceContactCreated user={user} />
            <dt className="text-muted">User id</dt>
            <dd className="font-mono text-xs break-all text-ink">{user.id}</dd>
          </dl>
        </Card>
        <Card headingId="user-access" title="Role, tag and account">
          <dl className="mt-4 grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-3 text-sm">
            <dt className="text-muted">Role</dt>
            <dd>
              <RoleAndState user={user} />
            </dd>
            <dt className="text-muted">Tag</dt>
            <dd>
              <TagMenu user={user} actions={actions} />
            </dd>
            <dt className="text-muted">Account type</dt>
            <dd>
              <AccountTypeControl
                user={user}
                sellerType={detail.seller_type}
                onChanged={onAccountTypeChanged}
              />
            </dd>
            {detail.dealer_page ? (
              <>
                <dt className="text-muted">Dealer page</dt>
                <dd>
                  <DealerPageControl
                    userId={user.id}
                    page={detail.dealer_page}
                    onChanged={onAccountTypeChanged}
                  />
                </dd>
              </>
            ) : null}
            <dt className="text-muted">Account</dt>
            <dd className="text-ink">
              {user.disabled
                ? 'Disabled: cannot sign in, and their listings are hidden'
                : 'Enabled'}
            </dd>
          </dl>
          <UserRowActions
            user={user}
            actions={actions}
            selfId={selfId}
            className="mt-5 flex flex-wrap gap-2"
          />
          <p className="mt-3 text-sm text-muted">{ROLE_NOTE}</p>
        </Card>
      </div>
      <UserListings detail={detail} />
      <div className="mt-6">
        <AuditTrail entries={detail.audit} id="user-audit" />
      </div>
      {children}
    </AdminPageFrame>
  );
}

/** The user's listing counts and newest listings, each a link to its admin page. */
function UserListings({ detail }: { detail: AdminUserDetail }) {
  const { listing_counts: counts, listings, user } = detail;
  return (
    <section aria-labelledby="user-listings" className={`${CARD} mt-6`}>
      <h2 id="user-listings" className={CARD_HEADING}>
        Listings
      </h2>
      <p className="mt-1 text-sm text-muted">
        {formatNumber(counts.active)} active, {formatNumber(counts.sold)} sold.{' '}
        <TextLink to={pages.adminListings.build({}, { owner: user.id })}>
          All of this user’s listings
        </TextLink>
      </p>
      {listings.length === 0 ? (
        <p className="mt-4 text-ink">No listings yet.</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100">
          {listings.map((listing) => (
            <li
              key={listing.id}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3"
            >
              <span className="min-w-0">
                <Link
                  to={pages.adminListing.build({ listingId: listing.id })}
                  className={`${TEXT_LINK} break-words`}
                >
                  {listingName(listing)}
                </Link>
                <span className="block text-xs text-muted">
                  {formatPrice(listing.price)} · created{' '}
                  <time dateTime={listing.created_at}>{adminDate(listing.created_at)}</time>
                  {listing.owner_disabled ? ' · hidden: owner disabled' : ''}
                </span>
              </span>
              <span className="flex flex-wrap gap-2">
                <ListingStateBadge listing={listing} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function AdminUserNotFound() {
  return (
    <AdminPageFrame
      title={ADMIN_MESSAGES.userNotFound}
      description="This user does not exist."
      trail={TRAIL_ROOT}
    >
      <Link to={pages.adminUsers.build()} className={buttonClass()}>
        Back to Admin Users
      </Link>
    </AdminPageFrame>
  );
}
