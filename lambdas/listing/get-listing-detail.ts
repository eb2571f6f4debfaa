import type {
  ListingDetailResponse,
  PublicListing,
  SellerCard,
  UnavailableListingDetail,
} from '#shared/listing-detail';
import { isBoostRunning, isHomepageFeatured, isLive, type Listing } from '#shared/listing';
import { listingPath } from '#shared/listing-paths';
import type { Profile } from '#shared/profile';
import { publicDealerSlug } from '#shared/dealer';
import { isUlezCompliant } from '#shared/ulez';
import { advertMotHistory } from '#shared/vehicle/mot-advert';
import type { MotHistory } from '#shared/vehicle/mot-history';
import { shownRegistration } from '#shared/vehicle/shown-registration';
import type { FinanceSettings } from '#shared/finance';
import { NotFoundError } from '../platform/errors';

export const LISTING_NOT_FOUND_MESSAGE = 'This van could not be found.';

export type ListingDetailDeps = {
  getListing: (id: string) => Promise<Listing | undefined>;
  /**
   * The listing with its stored MOT history in one Query (lambdas/vehicle/mot-history-repo.ts):
   * used instead of getListing when given.
   */
  getListingWithMotHistory?: (
    id: string,
  ) => Promise<{ listing: Listing; motHistory: MotHistory | undefined } | undefined>;
  getProfile: (userId: string) => Promise<Profile | undefined>;
  /** The finance settings, cached per container (no read per request). */
  finance?: () => Promise<FinanceSettings | null>;
};

/**
 * The public detail page's data for one listing id. NotFoundError when unknown, and when the
 * listing was never approved (pending or rejected): to the public it does not exist yet, or at
 * all, so the page is the 404 a crawler drops (docs/decisions/028-server-rendered-pages.md,
 * section 4). Its owner and admins see it through their own routes (/api/me/listings/{id},
 * /api/admin/listings/{id}).
 */
export async function getListingDetail(
  deps: ListingDetailDeps,
  id: string,
  now: Date = new Date(),
): Promise<ListingDetailResponse> {
  const read = deps.getListingWithMotHistory
    ? await deps.getListingWithMotHistory(id)
    : await deps.getListing(id).then((found) => found && { listing: found, motHistory: undefined });
  const listing = read?.listing;
  if (!listing || !wasApproved(listing)) throw new NotFoundError(LISTING_NOT_FOUND_MESSAGE);
  // The seller is read only for a live listing: the unavailable view shows no seller.
  const live = isLive(listing);
  const [profile, finance] = await Promise.all([
    live ? deps.getProfile(listing.user_id) : undefined,
    live && deps.finance ? deps.finance() : null,
  ]);
  const detail = toListingDetail(listing, profile, now);
  if (detail.availability !== 'live') return detail;
  return {
    ...detail,
    ...(deps.finance ? { finance } : {}),
    ...(read.motHistory ? { mot_history: advertMotHistory(read.motHistory, listing.mileage) } : {}),
  };
}

/** Pending and rejected listings have never been public, whatever their status since. */
function wasApproved(listing: Listing): boolean {
  return listing.approval_status === 'approved';
}

/**
 * The answer for an approved listing: live, or unavailable because it was sold or removed
 * (inactive, or disabled by its owner).
 */
export function toListingDetail(
  listing: Listing,
  profile: Profile | undefined,
  now: Date,
): ListingDetailResponse {
  const path = listingPath(listing);
  if (!isLive(listing)) {
    return {
      availability: 'unavailable',
      reason: unavailableReason(listing),
      path,
      id: listing.id,
      year: listing.year,
      make: listing.make,
      model: listing.model,
      make_slug: listing.make_slug,
      model_slug: listing.model_slug,
    };
  }
  return {
    availability: 'live',
    path,
    listing: toPublicListing(listing),
    featured: isBoostRunning(listing, 'search_featured', now),
    homepage_featured: isHomepageFeatured(listing, now),
    seller: profile ? toSellerCard(profile) : null,
  };
}

/** Why an approved listing is not live, as its page says. */
function unavailableReason(listing: Listing): UnavailableListingDetail['reason'] {
  if (listing.status === 'sold') return 'sold';
  // Only the reports hold it back: it may well come back once an admin has looked.
  if (isLive({ ...listing, reports_hidden: false })) return 'under_review';
  // Its days are over (decision 072): the seller may renew it, but until then it is gone (410).
  if (isLive({ ...listing, expired: false })) return 'expired';
  return 'removed';
}

/**
 * Every listing field but the owner id, postcode, geohash, view count, stock reference (the
 * dealer's own note) and price history (the seller's page's, decision 071); the registration as
 * buyers may see it (masked unless the seller shows it: the full plate never leaves).
 */
export function toPublicListing(listing: Listing): PublicListing {
  const {
    user_id: _owner,
    postcode: _postcode,
    geohash: _geohash,
    views: _views,
    stock_reference: _stockReference,
    price_changes: _priceChanges,
    ...shown
  } = listing;
  return {
    ...shown,
    registration: shownRegistration(listing),
    ulez_compliant: listing.ulez_compliant ?? isUlezCompliant(listing.fuel_type, listing.year),
  };
}

/** The seller card: whether a phone and an e-mail exist, never their values. */
export function toSellerCard(profile: Profile): SellerCard {
  return {
    name: profile.full_name,
    website: safeWebsite(profile.website_url),
    seller_type: profile.seller_type,
    has_phone: Boolean(profile.phone_number?.trim()),
    has_email: Boolean(profile.email.trim()),
    dealer_slug: publicDealerSlug(profile) ?? null,
  };
}

/** Only http(s) URLs reach a link on the page: a `javascript:` URL would run in the buyer's browser. */
export function safeWebsite(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}
