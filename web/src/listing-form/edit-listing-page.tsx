import { useCallback, useEffect, useRef, useState, type Ref } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import useSWR from 'swr';
import { formatPrice } from '#shared/format';
import { LISTING_MESSAGES } from '#shared/listing-form';
import type { OwnListing } from '#shared/own-listings';
import { ApiError } from '../api/fetch-json';
import { RequireSession } from '../auth/require-session';
import type { SessionUser } from '../auth/session-user';
import { CARD } from '../ui/styles';
import { showToast } from '../ui/toast-store';
import { listingFormCheck } from './check-listing';
import { draftTodo, listingState, listingStateDetail } from '#shared/listing-state';
import { ListingStateBadge } from '../ui/listing-state-badge';
import { SELLER_EDIT_FLOW, type EditFlow } from './edit-flow';
import { editFormState } from './form-state';
import { valuesFromListing } from './form-values';
import { ListingForm, SUBMIT_LABELS } from './listing-form';
import { ListingPage } from './listing-page';
import type { ExistingPhoto } from './photo-queue';
import type { ExistingPhotoActions } from './photo-uploader';
import { LISTING_TOASTS, photoActionFailure, saveFailure } from './save-failure';
import { useListingForm } from './use-listing-form';
import { usePhotoUploads } from './use-photo-uploads';
import { buttonClass } from '../ui/button';
import { RetryAlert } from '../ui/retry-alert';

/** /dashboard/listings/:listingId/edit */
export function EditListingPage() {
  const { listingId = '' } = useParams();
  return (
    <RequireSession>{(user) => <EditListing user={user} listingId={listingId} />}</RequireSession>
  );
}

/** The listing the form was opened with, and a new number each time it is read again. */
type Snapshot = { listing: OwnListing; version: number };

/**
 * Loads the listing, then shows the form filled from it. Reading it again (after 'changed
 * elsewhere') starts a new form from the fresh copy, keeping nothing of the old one.
 */
export function EditListing({
  user,
  listingId,
  flow = SELLER_EDIT_FLOW,
}: {
  user: SessionUser;
  listingId: string;
  /** The seller's, unless an admin edits (web/src/admin/listings/admin-edit-flow.ts). */
  flow?: EditFlow;
}) {
  const { data, error, isValidating, mutate } = useSWR(
    flow.cacheKey(listingId, user.id),
    () => flow.read(listingId),
    { revalidateOnFocus: false, revalidateOnReconnect: false },
  );
  const [snapshot, setSnapshot] = useState<Snapshot | null>(null);
  const [reload, setReload] = useState<{ running: boolean; error: unknown }>({
    running: false,
    error: null,
  });

  // The form starts from a copy read now, not one SWR kept from an earlier visit.
  if (!snapshot && !reload.running && !reload.error && data && !isValidating && !error) {
    setSnapshot({ listing: data, version: 0 });
  }

  const readAgain = useCallback(async () => {
    setSnapshot(null);
    setReload({ running: true, error: null });
    try {
      const fresh = await flow.read(listingId);
      await mutate(fresh, { revalidate: false });
      setSnapshot({ listing: fresh, version: Date.now() });
      setReload({ running: false, error: null });
    } catch (failure) {
      setReload({ running: false, error: failure });
    }
  }, [flow, listingId, mutate]);

  const loadError = reload.error ?? (snapshot ? null : error);
  const notFound = loadError instanceof ApiError && loadError.status === 404;
  // Once per failure, not once per SWR retry.
  const failed = Boolean(loadError) && !notFound;
  useEffect(() => {
    if (failed) showToast(LISTING_TOASTS.loadFailed);
  }, [failed]);

  let body;
  if (snapshot) {
    body =
      flow.soldReadOnly && snapshot.listing.status === 'sold' ? (
        <SoldListing listing={snapshot.listing} back={flow.back} />
      ) : (
        <EditForm
          key={snapshot.version}
          flow={flow}
          listing={snapshot.listing}
          onSaved={(saved) => void mutate(saved, { revalidate: false })}
          onReload={() => void readAgain()}
        />
      );
  } else if (notFound) {
    body = <ListingNotFound back={flow.back} hint={flow.notFoundHint} />;
  } else if (loadError) {
    body = <LoadFailed onRetry={() => void readAgain()} />;
  } else {
    body = <EditLoading />;
  }

  return (
    <ListingPage
      title="Edit Listing"
      lead={flow.lead}
      trail={flow.trail(listingId)}
      embedded={flow.embedded}
    >
      {body}
    </ListingPage>
  );
}

type EditFormProps = {
  /** Who edits, through which routes (the seller's unless given). */
  flow?: EditFlow;
  listing: OwnListing;
  /** The listing as the API answered a photo change or the save: SWR's copy is updated. */
  onSaved: (listing: OwnListing) => void;
  /** Reads the listing again and starts a new form (after 'changed elsewhere'). */
  onReload: () => void;
};

type Conflict = { kind: 'changed' | 'sold'; message: string };

export function EditForm({ flow = SELLER_EDIT_FLOW, listing, onSaved, onReload }: EditFormProps) {
  const navigate = useNavigate();
  const refresh = flow.useRefresh();
  const form = useListingForm(() =>
    editFormState(valuesFromListing(listing), listing.ulez_compliant),
  );
  const photos = usePhotoUploads(listing.photos);
  // The version of the listing this form's save answers: the loaded one, then each photo change's.
  // A ref, so that a save never reads a copy from before the last photo change.
  const expectedUpdatedAt = useRef(listing.updated_at);
  // The photo whose delete or make-main is on its way: the save waits for it (each changes the
  // version). The ref answers at once, the state shows it.
  const photoAction = useRef<string | null>(null);
  const [photoPending, setPhotoPending] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (conflict) alertRef.current?.focus();
  }, [conflict]);

  /** A photo change the API answered with the listing: its version is now ours. */
  function applyPhotoChange(answer: OwnListing, promoted?: string) {
    expectedUpdatedAt.current = answer.updated_at;
    photos.saved(answer.photos, promoted);
    onSaved(answer);
  }

  /** Runs one photo change at a time, never while the save runs; true when the API did it. */
  async function runPhotoAction(
    photo: ExistingPhoto,
    call: () => Promise<OwnListing>,
    done: (answer: OwnListing) => void,
    failedTitle: string,
  ): Promise<boolean> {
    if (photoAction.current !== null || form.getState().busy) return false;
    photoAction.current = photo.key;
    setPhotoPending(photo.key);
    try {
      done(await call());
      return true;
    } catch (error) {
      showToast(photoActionFailure(error, failedTitle));
      return false;
    } finally {
      photoAction.current = null;
      setPhotoPending(null);
    }
  }

  const existingPhotos: ExistingPhotoActions = {
    pending: photoPending,
    remove: (photo) =>
      runPhotoAction(
        photo,
        () => flow.deletePhoto(listing.id, photo.id),
        (answer) => {
          applyPhotoChange(answer);
          photos.announce('Photo deleted.');
          showToast(LISTING_TOASTS.imageDeleted);
        },
        LISTING_MESSAGES.imageDeleteFailed,
      ),
    makeMain: (photo) =>
      runPhotoAction(
        photo,
        () => flow.makeMain(listing.id, photo.id),
        (answer) => {
          applyPhotoChange(answer, photo.id);
          photos.announce('Photo moved to position 1. It is now the main image.');
          showToast(LISTING_TOASTS.mainImage);
        },
        LISTING_MESSAGES.mainImageFailed,
      ),
  };

  function submit() {
    // The button waits too; this catches a save asked for before it rendered that.
    if (photoAction.current !== null) return;
    void form.submit(
      async (checked) => {
        let saved: OwnListing | null;
        try {
          saved = await flow.update(listing.id, {
            ...checked,
            expected_updated_at: expectedUpdatedAt.current,
          });
        } catch (error) {
          if (!(error instanceof ApiError && error.code === 'unexpected_answer')) {
            const failure = saveFailure(error, 'edit');
            if (failure.kind === 'failed') {
              showToast(failure.toast);
              form.showErrors(failure.fields);
            } else {
              setConflict(failure);
            }
            return;
          }
          saved = null;
        }
        if (saved) onSaved(saved);
        refresh();
        showToast(flow.savedToast);
        navigate(flow.savedPath(listing.id));
      },
      listingFormCheck(photos.queue, 'edit', showToast),
    );
  }

  const notice = conflict ? (
    <ConflictAlert conflict={conflict} alertRef={alertRef} onReload={onReload} back={flow.back} />
  ) : null;

  const submitsDraft = flow.submitsDraft && listingState(listing) === 'draft';
  return (
    <ListingForm
      mode="edit"
      form={form}
      photos={photos}
      existingPhotos={existingPhotos}
      busy={form.busy}
      onSubmit={submit}
      notice={notice}
      status={
        <EditState
          listing={listing}
          photoCount={photos.queue.length}
          submitsDraft={flow.submitsDraft}
        />
      }
      submitLabels={submitsDraft ? SUBMIT_LABELS.draft : undefined}
      cancelHref={flow.cancelHref(listing.id)}
    />
  );
}

/**
 * Where the listing stands while it is edited: its one state and what the save does. A draft
 * says what it still lacks (counting the photos on the form) and that saving submits it.
 */
export function EditState({
  listing,
  photoCount,
  submitsDraft,
}: {
  listing: OwnListing;
  photoCount: number;
  /** The seller's form: its save submits a draft. An admin's save keeps it a draft. */
  submitsDraft: boolean;
}) {
  const state = listingState(listing);
  const todo = state === 'draft' ? draftTodo(photoCount) : null;
  let detail: string = listingStateDetail(listing);
  if (state === 'draft' && !submitsDraft) {
    detail =
      'Not sent for review yet: the seller submits it once it has 3 photos. Saving here keeps it a draft.';
  } else if (state === 'draft') {
    detail = todo
      ? `Not sent for review yet and not shown to buyers. ${todo}, then press Submit for review.`
      : 'Not sent for review yet and not shown to buyers. It has enough photos: press Submit for review.';
  }
  return (
    <section
      aria-labelledby="listing-edit-state"
      className={`${CARD} flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4`}
    >
      <h2 id="listing-edit-state" className="flex items-center gap-2 font-semibold text-ink">
        Status <ListingStateBadge listing={listing} size="large" />
      </h2>
      <p className="text-sm text-muted">{detail}</p>
    </section>
  );
}

/** A 409: changed elsewhere (reload, keeping nothing stale) or sold meanwhile. */
export function ConflictAlert({
  conflict,
  alertRef,
  onReload,
  back = SELLER_EDIT_FLOW.back,
}: {
  conflict: Conflict;
  alertRef?: Ref<HTMLDivElement>;
  onReload: () => void;
  back?: EditFlow['back'];
}) {
  return (
    <div
      ref={alertRef}
      role="alert"
      tabIndex={-1}
      className="rounded-md border border-red-300 bg-red-50 p-4"
    >
      <p className="font-medium text-red-800">{conflict.message}</p>
      <div className="mt-3">
        {conflict.kind === 'changed' ? (
          <button
            type="button"
            onClick={onReload}
            className={buttonClass({ variant: 'secondary' })}
          >
            Reload
          </button>
        ) : (
          <Link to={back.href} className={buttonClass({ variant: 'secondary' })}>
            {back.label}
          </Link>
        )}
      </div>
    </div>
  );
}

export function EditLoading() {
  return (
    <p role="status" className={`${CARD} mt-8 text-lg text-muted`}>
      Loading...
    </p>
  );
}

export function ListingNotFound({
  back = SELLER_EDIT_FLOW.back,
  hint = SELLER_EDIT_FLOW.notFoundHint,
}: {
  back?: EditFlow['back'];
  hint?: string;
}) {
  return (
    <div className={`${CARD} mt-8`}>
      <h2 className="text-xl font-bold text-ink">{LISTING_MESSAGES.notFound}</h2>
      <p className="mt-2 text-muted">{hint}</p>
      <Link to={back.href} className={`${buttonClass()} mt-4`}>
        {back.label}
      </Link>
    </div>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return <RetryAlert message={LISTING_MESSAGES.loadFailed} onRetry={onRetry} className="mt-8" />;
}

/** A sold listing opens read-only: it can no longer be edited. */
export function SoldListing({
  listing,
  back = SELLER_EDIT_FLOW.back,
}: {
  listing: OwnListing;
  back?: EditFlow['back'];
}) {
  return (
    <div className={`${CARD} mt-8`}>
      <p role="status" className="font-medium text-ink">
        {LISTING_MESSAGES.sold}
      </p>
      <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-ink">Title</dt>
        <dd className="text-muted">{listing.title}</dd>
        <dt className="font-semibold text-ink">Van</dt>
        <dd className="text-muted">
          {listing.year} {listing.make} {listing.model}
        </dd>
        <dt className="font-semibold text-ink">Price</dt>
        <dd className="text-muted">{formatPrice(listing.price)}</dd>
      </dl>
      <Link to={back.href} className={`${buttonClass({ variant: 'secondary' })} mt-5`}>
        {back.label}
      </Link>
    </div>
  );
}
