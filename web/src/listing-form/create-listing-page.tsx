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
import { checkListing } from './check-listing';
import { createFormState } from './form-state';
import { emptyListingValues } from './form-values';
import { ListingForm } from './listing-form';
import { ListingPage } from './listing-page';
import { LISTING_TOASTS, saveFailure } from './save-failure';
import { useListingForm } from './use-listing-form';
import { usePhotoUploads } from './use-photo-uploads';
import { useRefreshOwnListings, useSaving } from './use-saving';
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
  const saving = useSaving();
  const { data: profile } = useApi(ownProfileRoute, {}, { userId: user.id });
  const { update } = form;

  // The seller type follows the profile until the seller picks one here.
  useEffect(() => {
    if (profile) update({ type: 'profileSellerType', value: profile.seller_type });
  }, [profile, update]);

  function submit() {
    const checked = checkListing(form.values, photos.queue, 'create');
    if (!checked.ok) {
      checked.toasts.forEach(showToast);
      form.showErrors(checked.errors);
      return;
    }
    void saving.run(async () => {
      try {
        await callApi(createOwnListingRoute, {
          body: { ...checked.form, idempotency_key: idempotencyKey },
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
    });
  }

  return (
    <ListingPage
      title="Add New Listing"
      lead="Listing is free. Fill in the details buyers look for, add at least 3 photos, and we will review your listing before it goes live."
    >
      <ListingForm mode="create" form={form} photos={photos} busy={saving.busy} onSubmit={submit} />
    </ListingPage>
  );
}
