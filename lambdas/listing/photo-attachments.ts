import { listingPhotoUrl, photoOfUrl } from '#shared/image-keys';
import type { Listing } from '#shared/listing';
import { LISTING_ERROR_CODES, LISTING_MESSAGES } from '#shared/listing-form';
import { getUploadRecords, UPLOAD_ATTACH_SECONDS } from '#lambdas/photo';
import { RuleViolationError } from '../platform/errors';
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

export function photosInvalid(message: string = LISTING_MESSAGES.photoUnknown): RuleViolationError {
  return new RuleViolationError(message, { photos: [message] }, LISTING_ERROR_CODES.photos);
}

/**
 * Resolves the form's ordered photo ids against the listing's own photos and the seller's
 * uploads: an id that is neither (another seller's upload included: the key holds the user) is
 * refused, as is an upload the processor has not finished or refused, or one too old to attach.
 */
export async function planPhotos(
  deps: Pick<OwnListingDeps, 'db'>,
  userId: string,
  listingId: string,
  photoIds: readonly string[],
  existing: Pick<Listing, 'id' | 'image_urls'> | undefined,
  now: Date,
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
    if (now.getTime() - Date.parse(record.created_at) > UPLOAD_ATTACH_SECONDS * 1000) {
      throw photosInvalid(LISTING_MESSAGES.photoExpired);
    }
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

/**
 * Copies the plan's uploads to the listing's keys, before the listing names them. A processed
 * file that is gone (expired) refuses the photos rather than failing the request.
 */
export async function copyUploads(
  deps: Pick<OwnListingDeps, 'files'>,
  userId: string,
  listingId: string,
  plan: PhotoPlan,
): Promise<void> {
  try {
    await Promise.all(plan.uploads.map((id) => deps.files.attach(userId, id, listingId)));
  } catch (error) {
    if (error instanceof Error && error.name === 'NoSuchKey') throw photosInvalid();
    throw error;
  }
}

/**
 * Deletes the files of photos a saved listing no longer names (or copies a refused write left
 * behind). A failure here loses nothing the listing needs: it is logged and left.
 */
export async function removePhotoFiles(
  deps: Pick<OwnListingDeps, 'files' | 'warn'>,
  listingId: string,
  photoIds: readonly string[],
): Promise<void> {
  const results = await Promise.allSettled(
    photoIds.map((id) => deps.files.removeListingPhoto(listingId, id)),
  );
  for (const result of results) {
    if (result.status === 'rejected') deps.warn?.('Photo clean-up failed', result.reason);
  }
}
