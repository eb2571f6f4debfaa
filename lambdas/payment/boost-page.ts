import { BOOST_TYPES, type BoostType } from '#shared/boosts';
import { boostEnd, isLive, type Listing } from '#shared/listing';
import { LISTING_MESSAGES } from '#shared/listing-form';
import { listingPath } from '#shared/listing-paths';
import { BOOST_MESSAGES, type BoostPage } from '#shared/payments';
import { isRunning } from '#lambdas/boost';
import { getListingForChange } from '#lambdas/listing';
import { NotFoundError } from '../platform/errors';
import { nowOf, type PaymentDeps } from './deps';

/**
 * The seller's own listing, read consistently (the page reloads right after a boost lands);
 * anyone else's, or none, is not found (404), never 403.
 */
export async function ownListingToBoost(
  deps: Pick<PaymentDeps, 'db'>,
  userId: string,
  listingId: string,
): Promise<Listing> {
  const found = await getListingForChange(deps.db, listingId);
  if (!found || found.listing.user_id !== userId) {
    throw new NotFoundError(LISTING_MESSAGES.notFound);
  }
  return found.listing;
}

/** GET /api/me/listings/{id}/boost: the listing, whether it can be boosted, each type's running end. */
export async function readBoostPage(
  deps: Pick<PaymentDeps, 'db' | 'now'>,
  userId: string,
  listingId: string,
): Promise<BoostPage> {
  const listing = await ownListingToBoost(deps, userId, listingId);
  const now = nowOf(deps);
  const live = isLive(listing);
  const runningEnd = (type: BoostType) =>
    isRunning(listing, type, now) ? new Date(boostEnd(listing, type)!).toISOString() : null;
  return {
    listing: {
      id: listing.id,
      title: listing.title,
      year: listing.year,
      make: listing.make,
      model: listing.model,
      price: listing.price,
      price_includes_vat: listing.price_includes_vat,
      seller_type: listing.seller_type,
      image_url: listing.image_urls[0] ?? null,
      public_path: live ? listingPath(listing) : null,
    },
    boostable: live,
    reason: live ? null : BOOST_MESSAGES.notLive,
    running: Object.fromEntries(BOOST_TYPES.map((type) => [type, runningEnd(type)])) as Record<
      BoostType,
      string | null
    >,
  };
}
