import { photoOfUrl } from '#shared/image-keys';
import type { Listing } from '#shared/listing';
import { LISTING_ERROR_CODES, LISTING_LIMITS, LISTING_MESSAGES } from '#shared/listing-form';
import type { OwnListing } from '#shared/own-listings';
import { getRejectionReason, type ListingCounters } from './listing-state-repo';
import { replaceListing } from './listing-writer';
import { NotFoundError, RuleViolationError } from '../platform/errors';
import { nowOf, type OwnListingDeps } from './deps';
import { listingPhotos, toOwnListing } from './own-listing-view';
import { removePhotoFiles } from './photo-attachments';
import { changedElsewhere, listingToChange } from './save-own-listing';

/** Concurrent writers are rare: a few fresh reads settle any race. */
const ATTEMPTS = 3;

/**
 * Applies a change that does not depend on what else changed (sell, drop or promote a photo)
 * to the stored version, reading again if another write got there first.
 */
async function applyChange(
  deps: OwnListingDeps,
  userId: string,
  id: string,
  change: (listing: Listing, now: Date) => Listing,
  soldMessage?: string,
): Promise<{ before: Listing; after: Listing; counters: ListingCounters }> {
  for (let attempt = 1; ; attempt++) {
    const {
      listing: before,
      counters,
      extra,
    } = await listingToChange(deps, userId, id, soldMessage);
    const after = change(before, nowOf(deps));
    // The moderator's verdict stands (nothing new is shown), and with it their reason.
    if ((await replaceListing(deps.db, before, after, { keep: extra })) === 'replaced') {
      return { before, after, counters };
    }
    if (attempt >= ATTEMPTS) throw changedElsewhere();
  }
}

async function view(deps: OwnListingDeps, listing: Listing, counters: ListingCounters) {
  const reason =
    listing.approval_status === 'rejected' ? await getRejectionReason(deps.db, listing.id) : null;
  return toOwnListing(listing, counters, reason);
}

/**
 * Marks the seller's listing sold: it leaves search, the sitemaps and the featured strip (the
 * index keys follow the status) and moves to the Sold tab. A sold listing stays sold.
 */
export async function markOwnListingSold(
  deps: OwnListingDeps,
  userId: string,
  id: string,
): Promise<OwnListing> {
  const { after, counters } = await applyChange(
    deps,
    userId,
    id,
    (listing, now) => ({ ...listing, status: 'sold', updated_at: now.toISOString() }),
    LISTING_MESSAGES.alreadySold,
  );
  return view(deps, after, counters);
}

function photoIndex(listing: Listing, photoId: string): number {
  const index = listingPhotos(listing).findIndex((photo) => photo.id === photoId);
  if (index < 0) throw new NotFoundError('Photo not found');
  return index;
}

/**
 * The listing without one photo, as of `now`: an unknown photo is 404, and a listing keeps at
 * least 3 (the seller's and the admin's delete alike). A draft has not been sent for review
 * yet: its photos may go below 3 (it needs 3 again before it can be submitted).
 */
export function withoutPhoto(listing: Listing, photoId: string, now: Date): Listing {
  const index = photoIndex(listing, photoId);
  if (
    listing.approval_status !== 'draft' &&
    listing.image_urls.length <= LISTING_LIMITS.minPhotos
  ) {
    throw new RuleViolationError(
      `${LISTING_MESSAGES.minPhotos}: add another photo before deleting this one`,
      { photos: [LISTING_MESSAGES.minPhotos] },
      LISTING_ERROR_CODES.photos,
    );
  }
  return {
    ...listing,
    image_urls: listing.image_urls.filter((_, i) => i !== index),
    updated_at: now.toISOString(),
  };
}

/** The listing with one photo made the main image (position 0), the others in their order. */
export function withMainPhoto(listing: Listing, photoId: string, now: Date): Listing {
  const index = photoIndex(listing, photoId);
  const url = listing.image_urls[index]!;
  return {
    ...listing,
    image_urls: [url, ...listing.image_urls.filter((_, i) => i !== index)],
    updated_at: now.toISOString(),
  };
}

/** The ids of a listing's photos whose files belong to it alone (not shared demo stock). */
export function ownPhotoFiles(
  listing: Pick<Listing, 'id' | 'image_urls'>,
  photoIds?: readonly string[],
) {
  return listing.image_urls.flatMap((url) => {
    const photo = photoOfUrl(url, listing.id);
    return photo && photo.ownFiles && (!photoIds || photoIds.includes(photo.id)) ? [photo.id] : [];
  });
}

/**
 * Removes one photo now (and its files once the listing no longer names them). Approval is
 * kept: the rest was moderated already and nothing new is shown. A listing keeps at least 3.
 */
export async function deleteOwnListingPhoto(
  deps: OwnListingDeps,
  userId: string,
  id: string,
  photoId: string,
): Promise<OwnListing> {
  const { before, after, counters } = await applyChange(deps, userId, id, (listing, now) =>
    withoutPhoto(listing, photoId, now),
  );
  await removePhotoFiles(deps, id, ownPhotoFiles(before, [photoId]));
  return view(deps, after, counters);
}

/** Makes one photo the main image (position 0), the others keeping their order. */
export async function setOwnListingMainPhoto(
  deps: OwnListingDeps,
  userId: string,
  id: string,
  photoId: string,
): Promise<OwnListing> {
  const { after, counters } = await applyChange(deps, userId, id, (listing, now) =>
    withMainPhoto(listing, photoId, now),
  );
  return view(deps, after, counters);
}
