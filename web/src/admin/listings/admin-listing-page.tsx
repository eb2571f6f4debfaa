import { useRef, type ReactNode, type Ref } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { AdminListingDetail } from '#shared/admin/listings';
import { ADMIN_MESSAGES } from '#shared/admin/messages';
import { listingIdParams } from '#shared/api/params';
import { adminListingRoute } from '#shared/api/routes/admin-listing';
import { LISTING_MESSAGES } from '#shared/listing-form';
import { useApi } from '../../api/use-api';
import { LISTING_TOASTS } from '../../listing-form/save-failure';
import { useAdminUser } from '../layout/admin-context';
import { AdminPageFrame } from '../ui/admin-page-frame';
import { CARD } from '../../ui/styles';
import { detailLoad, LoadingOrFailed } from '../ui/load-states';
import { useFailureToast } from '../ui/use-failure-toast';
import type { ActionTarget } from './action-copy';
import { ListingActionDialogs } from './listing-action-dialogs';
import { ListingReview } from './listing-review';
import { ListingRowActions } from './listing-row-actions';
import { listingName } from './listing-rows';
import { useListingActions, type ListingActions } from './use-listing-actions';
import { pages } from '#shared/pages';
import { buttonClass } from '../../ui/button';
import { TextLink } from '../../ui/text-link';

const TRAIL_ROOT = [
  { label: 'Admin', href: pages.admin.build() },
  { label: 'Listings', href: pages.adminListings.build() },
];

/** What the actions need of a loaded listing: the version the admin is looking at. */
export function detailTarget(detail: AdminListingDetail): ActionTarget {
  const { listing } = detail;
  return {
    id: listing.id,
    name: listingName(listing),
    status: listing.status,
    approval_status: listing.approval_status,
    updated_at: listing.updated_at,
  };
}

/** /admin/listings/{id}: one listing with every action, its changes, seller and audit trail. */
export function AdminListingPage() {
  const user = useAdminUser();
  const { listingId = '' } = useParams();
  const navigate = useNavigate();
  const validId = listingIdParams.safeParse({ id: listingId }).success;
  const { data, error, mutate } = useApi(
    adminListingRoute,
    validId ? { path: { id: listingId } } : null,
    { userId: user.id },
  );
  const headingRef = useRef<HTMLHeadingElement>(null);
  const actions = useListingActions({
    onDone: (kind) => {
      if (kind === 'delete') navigate(pages.adminListings.build());
    },
    fallbackFocus: () => headingRef.current,
  });

  const { notFound, failed } = detailLoad(validId, data, error);
  useFailureToast(failed, LISTING_TOASTS.loadFailed);

  if (notFound) return <AdminListingNotFound />;
  if (!data) {
    return (
      <AdminPageFrame title="Listing" description="One listing on VanYard." trail={TRAIL_ROOT}>
        <LoadingOrFailed
          failed={failed}
          message={LISTING_MESSAGES.loadFailed}
          onRetry={() => void mutate()}
        />
      </AdminPageFrame>
    );
  }
  return (
    <AdminListingView detail={data} actions={actions} headingRef={headingRef}>
      <ListingActionDialogs actions={actions} userId={user.id} />
    </AdminListingView>
  );
}

type AdminListingViewProps = {
  detail: AdminListingDetail;
  actions: ListingActions;
  headingRef?: Ref<HTMLHeadingElement>;
  children?: ReactNode;
};

/** The loaded page (rendered as it is in tests). */
export function AdminListingView({ detail, actions, headingRef, children }: AdminListingViewProps) {
  const name = listingName(detail.listing);
  return (
    <AdminPageFrame
      title={name}
      description="One listing: its changes, photos, seller and audit trail, with every admin action."
      lead={`${detail.listing.year} ${detail.listing.make} ${detail.listing.model}`}
      trail={[...TRAIL_ROOT, { label: name }]}
      headingRef={headingRef}
    >
      <div className={`${CARD} mb-6 flex flex-wrap items-center gap-3`}>
        <ListingRowActions target={detailTarget(detail)} actions={actions} />
        {detail.public_path ? (
          <TextLink to={detail.public_path} className="ml-auto">
            View public listing
          </TextLink>
        ) : null}
      </div>
      <ListingReview detail={detail} />
      {children}
    </AdminPageFrame>
  );
}

export function AdminListingNotFound() {
  return (
    <AdminPageFrame
      title={ADMIN_MESSAGES.listingNotFound}
      description="This listing does not exist. It may have been deleted."
      trail={TRAIL_ROOT}
    >
      <Link to={pages.adminListings.build()} className={buttonClass()}>
        Back to Admin Listings
      </Link>
    </AdminPageFrame>
  );
}
