import type { PhoneResponse } from '#shared/listing-detail';
import { LISTING_DETAIL_ERROR_CODES } from '#shared/listing-detail';
import { isLive, type Listing } from '#shared/listing';
import type { RecordActivity } from '#shared/performance';
import type { Profile } from '#shared/profile';
import { NotFoundError } from '../platform/errors';
import { LISTING_NOT_FOUND_MESSAGE } from './get-listing-detail';

/** 'Contact information unavailable', 'The seller has not provided a phone number.' */
export const NO_PHONE_MESSAGE = 'The seller has not provided a phone number.';

export type SellerPhoneDeps = {
  getListing: (id: string) => Promise<Listing | undefined>;
  getProfile: (userId: string) => Promise<Profile | undefined>;
  /** Hears of each number given, for the listing's daily figures. */
  counted?: RecordActivity;
};

/** The phone number of a live listing's seller: the one place it leaves the server. */
export async function revealSellerPhone(deps: SellerPhoneDeps, id: string): Promise<PhoneResponse> {
  const listing = await deps.getListing(id);
  if (!listing || !isLive(listing)) throw new NotFoundError(LISTING_NOT_FOUND_MESSAGE);
  const phone = (await deps.getProfile(listing.user_id))?.phone_number?.trim();
  if (!phone) throw new NotFoundError(NO_PHONE_MESSAGE, LISTING_DETAIL_ERROR_CODES.noPhone);
  await deps.counted?.([{ metric: 'reveals', listingId: listing.id, sellerId: listing.user_id }]);
  return { phone };
}
