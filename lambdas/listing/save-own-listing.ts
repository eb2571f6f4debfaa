import { randomUUID } from 'node:crypto';
import type { LatLng } from '#shared/geo';
import type { Listing } from '#shared/listing';
import { LISTING_ERROR_CODES, LISTING_MESSAGES, type ListingForm } from '#shared/listing-form';
import { STOCK_REFERENCE_ERROR_CODE, STOCK_REFERENCE_MESSAGES } from '#shared/stock-reference';
import type { OwnListing } from '#shared/own-listings';
import {
  getListingForChange,
  listingIdForIdempotencyKey,
  type ListingForChange,
} from './listing-state-repo';
import { insertListing, replaceListing } from './listing-writer';
import { ConflictError, NotFoundError, RuleViolationError } from '../platform/errors';
import { accountSellerType, termsForAccount } from '#lambdas/account';
import { nowOf, type OwnListingDeps } from './deps';
import {
  changesListing,
  changesSellerOnly,
  editedListing,
  formFields,
  newListing,
  type FormFields,
} from './listing-from-form';
import { toOwnListing } from './own-listing-view';
import {
  copyUploads,
  photosInvalid,
  planPhotos,
  removePhotoFiles,
  type PhotoPlan,
} from './photo-attachments';
import { readOwnListing } from './read-own-listing';
import { assertVanSpecsAgree } from './van-spec-rules';

type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

function settle<T>(promise: Promise<T>): Promise<Settled<T>> {
  return promise.then(
    (value) => ({ ok: true, value }),
    (error: unknown) => ({ ok: false, error }),
  );
}

function valueOf<T>(settled: Settled<T>): T {
  if (settled.ok) return settled.value;
  throw settled.error;
}

/** A postcode's point; one the geocoder does not know is a 422 on the postcode field. */
async function pointOf(deps: Pick<OwnListingDeps, 'geocode'>, postcode: string): Promise<LatLng> {
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
  assertVanSpecsAgree(request);
  const id = randomUUID();
  const now = nowOf(deps);
  // Independent reads at once (a create is on the seller's critical path); a repeated key
  // answers its listing even when this request's photos or postcode would now be refused.
  const [earlier, place, photos, accountType] = await Promise.all([
    listingIdForIdempotencyKey(deps.db, userId, request.idempotency_key),
    settle(pointOf(deps, request.postcode)),
    settle(planPhotos(deps, userId, id, request.photos, undefined, now)),
    accountSellerType(deps.db, userId),
  ]);
  if (earlier) return { listing: await readOwnListing(deps, userId, earlier), created: false };
  const form = termsForAccount(request, accountType);
  const point = valueOf(place);
  const plan = valueOf(photos);

  await copyUploads(deps, userId, id, plan);
  const listing = newListing(formFields(form, point, plan.imageUrls), { id, userId }, now);
  const outcome = await insertListing(
    deps.db,
    listing,
    { idempotencyKey: request.idempotency_key, uploads: plan.uploads },
    now,
  );
  if (outcome === 'created') {
    return {
      listing: toOwnListing(
        listing,
        {
          views: 0,
          enquiries: 0,
          saves: 0,
          reports_hidden: false,
          live_until: null,
          expired: false,
        },
        null,
      ),
      created: true,
    };
  }
  // Nothing names this request's copies.
  await removePhotoFiles(deps, id, plan.uploads);
  if (outcome === 'photos') throw photosInvalid();
  if (outcome === 'stock_reference') throw stockReferenceTaken(listing.stock_reference);
  // A concurrent request with the same key won.
  const winner = await listingIdForIdempotencyKey(deps.db, userId, request.idempotency_key);
  if (!winner) throw new ConflictError(LISTING_MESSAGES.createFailed);
  return { listing: await readOwnListing(deps, userId, winner), created: false };
}

/**
 * A listing of this seller for a change: another seller's (or none) is 404, so ids cannot be
 * probed; a sold one cannot change.
 */
export async function listingToChange(
  deps: Pick<OwnListingDeps, 'db'>,
  userId: string,
  id: string,
  soldMessage: string = LISTING_MESSAGES.sold,
): Promise<ListingForChange> {
  const found = await getListingForChange(deps.db, id);
  if (!found || found.listing.user_id !== userId) {
    throw new NotFoundError(LISTING_MESSAGES.notFound);
  }
  if (found.listing.status === 'sold') {
    throw new ConflictError(soldMessage, LISTING_ERROR_CODES.sold);
  }
  return found;
}

/** The seller's stock reference names another of their listings: 409 (the form shows it on the field). */
function stockReferenceTaken(reference: string | null | undefined): ConflictError {
  return new ConflictError(
    STOCK_REFERENCE_MESSAGES.taken(reference ?? ''),
    STOCK_REFERENCE_ERROR_CODE,
  );
}

/** The listing changed since the editor read it (the seller elsewhere, an admin): 409. */
export function changedElsewhere(): ConflictError {
  return new ConflictError(LISTING_MESSAGES.changedElsewhere, LISTING_ERROR_CODES.changedElsewhere);
}

/**
 * What an edit of `before` with the form comes to, whoever edits it: only over the version the
 * editor read (`expected_updated_at`); the seller type and VAT answer those the owner's account
 * allows (an admin's edit too); the postcode geocoded again only when it changed (or the
 * listing has no point); the photos resolved against the listing's own and the uploader's
 * uploads.
 */
export async function planEdit(
  deps: OwnListingDeps,
  uploaderId: string,
  before: Listing,
  request: ListingForm & { expected_updated_at: string },
): Promise<{ now: Date; fields: FormFields; plan: PhotoPlan }> {
  if (Date.parse(before.updated_at) !== Date.parse(request.expected_updated_at)) {
    throw changedElsewhere();
  }
  assertVanSpecsAgree(request);
  const now = nowOf(deps);
  const samePlace =
    request.postcode === before.postcode && before.latitude !== null && before.longitude !== null;
  const form = termsForAccount(request, await accountSellerType(deps.db, before.user_id));
  const [point, plan] = await Promise.all([
    samePlace
      ? { latitude: before.latitude!, longitude: before.longitude! }
      : pointOf(deps, request.postcode),
    planPhotos(deps, uploaderId, before.id, request.photos, before, now),
  ]);
  return { now, fields: formFields(form, point, plan.imageUrls), plan };
}

/**
 * Saves the seller's edit of their listing, only over the version they read
 * (`expected_updated_at`): a save from an older copy is refused, never merged. Any change sends
 * the listing back to moderation (a moderator's earlier reason goes with it); a save that
 * changes nothing changes nothing, except a draft's: the seller's save of a complete form is how
 * a draft is submitted for review (its photos may have been added by an admin's edit).
 */
export async function updateOwnListing(
  deps: OwnListingDeps,
  userId: string,
  id: string,
  request: ListingForm & { expected_updated_at: string },
): Promise<OwnListing> {
  const { listing: before, counters } = await listingToChange(deps, userId, id);
  const { now, fields, plan } = await planEdit(deps, userId, before, request);
  const submitsDraft = before.approval_status === 'draft';
  const forReview = submitsDraft || changesListing(before, fields);
  if (!forReview && !changesSellerOnly(before, fields)) return readOwnListing(deps, userId, id);

  await copyUploads(deps, userId, id, plan);
  // A new stock reference alone is the seller's own note: the listing stays as approved.
  const after = forReview
    ? editedListing(before, fields, now)
    : { ...before, stock_reference: fields.stock_reference ?? null, updated_at: now.toISOString() };
  const outcome = await replaceListing(deps.db, before, after, { uploads: plan.uploads });
  if (outcome !== 'replaced') {
    await removePhotoFiles(deps, id, plan.uploads);
    if (outcome === 'photos') throw photosInvalid();
    if (outcome === 'stock_reference') throw stockReferenceTaken(after.stock_reference);
    const current = await getListingForChange(deps.db, id);
    if (current?.listing.status === 'sold') {
      throw new ConflictError(LISTING_MESSAGES.sold, LISTING_ERROR_CODES.sold);
    }
    throw changedElsewhere();
  }
  await removePhotoFiles(deps, id, plan.removed);
  return toOwnListing(after, counters, null);
}
