import { randomUUID } from 'node:crypto';
import type { LatLng } from '../../../shared/geo';
import type { Listing } from '../../../shared/listing';
import {
  LISTING_ERROR_CODES,
  LISTING_MESSAGES,
  type ListingForm,
} from '../../../shared/listing-form';
import type { OwnListing } from '../../../shared/own-listings';
import {
  getListingForChange,
  insertListing,
  listingIdForIdempotencyKey,
  replaceListing,
} from '../../data/own-listings-repo';
import { ConflictError, NotFoundError, RuleViolationError } from '../errors';
import { nowOf, type OwnListingDeps } from './deps';
import { changesListing, editedListing, formFields, newListing } from './listing-from-form';
import { toOwnListing } from './own-listing-view';
import { copyUploads, planPhotos, tidyAfterSave } from './photo-attachments';
import { readOwnListing } from './read-own-listing';

async function pointOf(deps: OwnListingDeps, postcode: string): Promise<LatLng> {
  const point = await deps.geocode(postcode);
  if (point) return point;
  throw new RuleViolationError(
    LISTING_MESSAGES.postcodeUnknown,
    { postcode: [LISTING_MESSAGES.postcodeUnknown] },
    LISTING_ERROR_CODES.postcode,
  );
}

/**
 * Creates a seller's listing: active, pending approval, with their finished uploads as its
 * photos. The same idempotency key (one per opened form) always answers the same listing, so a
 * double click or a retried request creates one.
 */
export async function createOwnListing(
  deps: OwnListingDeps,
  userId: string,
  request: ListingForm & { idempotency_key: string },
): Promise<{ listing: OwnListing; created: boolean }> {
  const earlier = await listingIdForIdempotencyKey(deps.db, userId, request.idempotency_key);
  if (earlier) return { listing: await readOwnListing(deps, userId, earlier), created: false };

  const id = randomUUID();
  const point = await pointOf(deps, request.postcode);
  const plan = await planPhotos(deps, userId, id, request.photos, undefined);
  await copyUploads(deps, userId, id, plan);
  const listing = newListing(
    formFields(request, point, plan.imageUrls),
    { id, userId },
    nowOf(deps),
  );
  const outcome = await insertListing(deps.db, listing, request.idempotency_key, nowOf(deps));
  if (outcome === 'duplicate') {
    // A concurrent request with the same key won: this one's copies are not named by anything.
    await tidyAfterSave(deps, userId, id, { uploads: [], removed: plan.uploads });
    const winner = await listingIdForIdempotencyKey(deps.db, userId, request.idempotency_key);
    return { listing: await readOwnListing(deps, userId, winner ?? id), created: false };
  }
  await tidyAfterSave(deps, userId, id, plan);
  return { listing: toOwnListing(listing, { views: 0, enquiries: 0 }, null), created: true };
}

/**
 * A listing of this seller for a change: another seller's (or none) is 404, so ids cannot be
 * probed; a sold one cannot change.
 */
export async function listingToChange(
  deps: Pick<OwnListingDeps, 'db'>,
  userId: string,
  id: string,
): Promise<{ listing: Listing; counters: { views: number; enquiries: number } }> {
  const found = await getListingForChange(deps.db, id);
  if (!found || found.listing.user_id !== userId)
    throw new NotFoundError(LISTING_MESSAGES.notFound);
  if (found.listing.status === 'sold') {
    throw new ConflictError(LISTING_MESSAGES.sold, LISTING_ERROR_CODES.sold);
  }
  return found;
}

function changedElsewhere(): ConflictError {
  return new ConflictError(LISTING_MESSAGES.changedElsewhere, LISTING_ERROR_CODES.changedElsewhere);
}

/**
 * Saves the seller's edit of their listing, only over the version they read
 * (`expected_updated_at`): a save from an older copy is refused, never merged. Any change sends
 * the listing back to moderation; a save that changes nothing changes nothing.
 */
export async function updateOwnListing(
  deps: OwnListingDeps,
  userId: string,
  id: string,
  request: ListingForm & { expected_updated_at: string },
): Promise<OwnListing> {
  const { listing: before, counters } = await listingToChange(deps, userId, id);
  if (Date.parse(before.updated_at) !== Date.parse(request.expected_updated_at)) {
    throw changedElsewhere();
  }
  const point =
    request.postcode === before.postcode && before.latitude !== null && before.longitude !== null
      ? { latitude: before.latitude, longitude: before.longitude }
      : await pointOf(deps, request.postcode);
  const plan = await planPhotos(deps, userId, id, request.photos, before);
  const fields = formFields(request, point, plan.imageUrls);
  if (!changesListing(before, fields)) return readOwnListing(deps, userId, id);

  await copyUploads(deps, userId, id, plan);
  const after = editedListing(before, fields, nowOf(deps));
  if (!(await replaceListing(deps.db, before, after))) {
    await tidyAfterSave(deps, userId, id, { uploads: [], removed: plan.uploads });
    const now = await getListingForChange(deps.db, id);
    if (now?.listing.status === 'sold') {
      throw new ConflictError(LISTING_MESSAGES.sold, LISTING_ERROR_CODES.sold);
    }
    throw changedElsewhere();
  }
  await tidyAfterSave(deps, userId, id, plan);
  return toOwnListing(after, counters, null);
}
