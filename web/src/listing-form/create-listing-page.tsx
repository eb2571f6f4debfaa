import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { createOwnListingRoute } from '#shared/api/routes/create-own-listing';
import { ownProfileRoute } from '#shared/api/routes/own-profile';
import { callApi } from '../api/client';
import { ApiError } from '../api/fetch-json';
import { useApi } from '../api/use-api';
import { RequireSession } from '../auth/require-session';
import type { SessionUser } from '../auth/session-user';
import { showToast } from '../ui/toast-store';
import { listingFormCheck } from './check-listing';
import { createFormState, withProfileSellerType } from './form-state';
import { emptyListingValues } from './form-values';
import { ListingForm } from './listing-form';
import { ListingPage } from './listing-page';
import { LISTING_TOASTS, saveFailure } from './save-failure';
import { useListingForm } from './use-listing-form';
import { usePhotoUploads } from './use-photo-uploads';
import { useRefreshOwnListings } from './use-saving';
import { pages } from '#shared/pages';

/** /add-listing and /dashboard/add-listing: signed-out visitors sign in first and come back. */
export function CreateListingPage() {
  return (
    <RequireSession signedOutToast={LISTING_TOASTS.signedOut}>
      {(user) => <CreateListing user={user} />}
    </RequireSession>
  );
}

export function CreateListing({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const refresh = useRefreshOwnListings();
  // One key per opened form: a retried save (lost answer, double submit) creates one listing.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const form = useListingForm(() => createFormState(emptyListingValues()));
  const photos = usePhotoUploads([]);
  const { data: profile } = useApi(ownProfileRoute, {}, { userId: user.id });
  const { change } = form;

  // The seller type is the account's: it follows the profile once that has loaded.
  useEffect(() => {
    if (profile) change((values) => withProfileSellerType(values, profile.seller_type));
  }, [profile, change]);

  function submit() {
    void form.submit(
      async (checked) => {
        try {
          await callApi(createOwnListingRoute, {
            body: { ...checked, idempotency_key: idempotencyKey },
          });
        } catch (error) {
          // An answer that breaks the contract still means the listing was created.
          if (!(error instanceof ApiError && error.code === 'unexpected_answer')) {
            const failure = saveFailure(error, 'create');
            if (failure.kind === 'failed') {
              showToast(failure.toast);
              form.showErrors(failure.fields);
            } else {
              showToast({ title: 'Error', description: failure.message, variant: 'destructive' });
            }
            return;
          }
        }
        refresh();
        showToast(LISTING_TOASTS.created);
        navigate(pages.myListings.build());
      },
      listingFormCheck(photos.queue, 'create', showToast),
    );
  }

  return (
    <ListingPage
      title="Add New Listing"
      lead="Listing is free. Fill in the details buyers look for, add at least 3 photos, and we will review your listing before it goes live."
    >
      <ListingForm mode="create" form={form} photos={photos} busy={form.busy} onSubmit={submit} />
    </ListingPage>
  );
}
