import { photoOfUrl, listingPhotoUrl } from '../../../shared/image-keys';
import type { Listing } from '../../../shared/listing';
import { LISTING_ERROR_CODES, LISTING_MESSAGES } from '../../../shared/listing-form';
import { deleteUploadRecord, getUploadRecords } from '../../data/uploads-repo';
import { RuleViolationError } from '../errors';
import type { OwnListingDeps } from './deps';
import { listingPhotos } from './own-listing-view';

/** The photos a save asks for, resolved: stored URLs in order, uploads to attach, photos dropped. */
export type PhotoPlan = {
  imageUrls: string[];
  /** Finished uploads of this seller that become photos of the listing. */
  uploads: string[];
  /** Photos of the listing no longer wanted, whose files belong to it alone. */
  removed: string[];
};

function photosInvalid(message: string): RuleViolationError {
  return new RuleViolationError(message, { photos: [message] }, LISTING_ERROR_CODES.photos);
}

/**
 * Resolves the form's ordered photo ids against the listing's own photos and the seller's
 * uploads: an id that is neither (another seller's upload included: the key holds the user) is
 * refused, as is an upload the processor has not finished or refused.
 */
export async function planPhotos(
  deps: Pick<OwnListingDeps, 'db'>,
  userId: string,
  listingId: string,
  photoIds: readonly string[],
  existing: Pick<Listing, 'id' | 'image_urls'> | undefined,
): Promise<PhotoPlan> {
  const current = new Map(
    existing ? listingPhotos(existing).map((photo) => [photo.id, photo.url] as const) : [],
  );
  const wanted = photoIds.filter((id) => !current.has(id));
  const records = await getUploadRecords(deps.db, userId, wanted);
  for (const id of wanted) {
    const record = records.get(id);
    if (!record) throw photosInvalid(LISTING_MESSAGES.photoUnknown);
    if (record.status !== 'ready') throw photosInvalid(LISTING_MESSAGES.photoNotReady);
  }
  const keep = new Set(photoIds);
  return {
    imageUrls: photoIds.map((id) => current.get(id) ?? listingPhotoUrl(listingId, id)),
    uploads: wanted,
    removed: existing
      ? existing.image_urls.flatMap((url) => {
          const photo = photoOfUrl(url, existing.id);
          return photo && photo.ownFiles && !keep.has(photo.id) ? [photo.id] : [];
        })
      : [],
  };
}

/** Copies the plan's uploads to the listing's keys: before the listing names them. */
export async function copyUploads(
  deps: Pick<OwnListingDeps, 'files'>,
  userId: string,
  listingId: string,
  plan: PhotoPlan,
): Promise<void> {
  await Promise.all(plan.uploads.map((id) => deps.files.attach(userId, id, listingId)));
}

/**
 * After the listing is saved: forgets the attached uploads (their private variants too) and
 * deletes the files of dropped photos. A failure here loses nothing the listing needs: the
 * lifecycle rules expire what is left.
 */
export async function tidyAfterSave(
  deps: Pick<OwnListingDeps, 'db' | 'files' | 'warn'>,
  userId: string,
  listingId: string,
  plan: Pick<PhotoPlan, 'uploads' | 'removed'>,
): Promise<void> {
  const results = await Promise.allSettled([
    ...plan.uploads.map(async (id) => {
      await deleteUploadRecord(deps.db, userId, id);
      await deps.files.removeProcessed(userId, id);
    }),
    ...plan.removed.map((id) => deps.files.removeListingPhoto(listingId, id)),
  ]);
  for (const result of results) {
    if (result.status === 'rejected') deps.warn?.('Photo clean-up failed', result.reason);
  }
}
