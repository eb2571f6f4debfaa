import { useRef } from 'react';
import { useParams } from 'react-router-dom';
import { ownListingRoute } from '#shared/api/routes/own-listing';
import { listingIdParams } from '#shared/api/params';
import { listingTitle } from '#shared/format';
import { useApi } from '../api/use-api';
import { RequireSession } from '../auth/require-session';
import type { SessionUser } from '../auth/session-user';
import { pageTitle } from '../lib/site';
import { PageHead } from '../lib/page-head';
import { MarkSoldPrompt } from './mark-sold-dialog';
import { MY_LISTINGS_TEXT, SIGNED_OUT_TOAST } from './my-listings-copy';
import { isNotFound } from '../api/not-found';
import {
  OwnerListingLoadFailed,
  OwnerListingLoading,
  OwnerListingNotFound,
  OwnerListingView,
} from './owner-listing-view';
import { useMarkSold } from './use-mark-sold';
import { ListingPerformance } from './listing-performance';
import { useRefreshOwnListings } from '../api/own-listings-cache';

/** /dashboard/listings/{id}: the owner's view of one listing, for signed-in users only. */
export function OwnerListingPage() {
  return (
    <RequireSession signedOutToast={SIGNED_OUT_TOAST}>
      {(user) => <OwnerListing user={user} />}
    </RequireSession>
  );
}

export function OwnerListing({ user }: { user: SessionUser }) {
  const { listingId = '' } = useParams();
  const validId = listingIdParams.safeParse({ id: listingId }).success;
  const { data, error, mutate } = useApi(
    ownListingRoute,
    validId ? { path: { id: listingId } } : null,
    { userId: user.id },
  );
  const headingRef = useRef<HTMLHeadingElement>(null);
  const refreshLists = useRefreshOwnListings();
  const markSold = useMarkSold({
    onChanged: async (updated) => {
      if (updated) await mutate(updated, { revalidate: false });
      await refreshLists();
    },
    fallbackFocus: () => headingRef.current,
  });

  const notFound = !validId || (!data && isNotFound(error));
  const title = data ? listingTitle(data) : null;
  const head = (
    <PageHead
      title={pageTitle(title ?? (notFound ? MY_LISTINGS_TEXT.listingNotFound : 'Your listing'))}
      description="One of your VanYard listings: its status, photos and details."
      robots="noindex"
    />
  );

  if (notFound) {
    return (
      <>
        {head}
        <OwnerListingNotFound />
      </>
    );
  }
  if (!data) {
    return (
      <>
        {head}
        {error ? <OwnerListingLoadFailed onRetry={() => void mutate()} /> : <OwnerListingLoading />}
      </>
    );
  }
  return (
    <>
      {head}
      <OwnerListingView
        listing={data}
        now={new Date()}
        headingRef={headingRef}
        onMarkSold={() => markSold.open({ id: data.id, title: listingTitle(data) })}
        performance={<ListingPerformance listingId={data.id} userId={user.id} />}
      />
      <MarkSoldPrompt markSold={markSold} />
    </>
  );
}
