import { isHomepageFeatured, isLive, toListingCard, type ListingCard } from '#shared/listing';
import type { Db } from '../platform/db';
import { queryHomepageFeatured } from './listing-repo';

/** Up to 20 homepage-featured listings, latest boost expiry first. */
export const HOME_FEATURED_LIMIT = 20;

export async function listHomepageFeatured(db: Db, now: Date = new Date()): Promise<ListingCard[]> {
  const listings = await queryHomepageFeatured(db, now, HOME_FEATURED_LIMIT);
  // The index is sparse on live listings already; the check keeps the rule in one readable place.
  return listings
    .filter((listing) => isLive(listing) && isHomepageFeatured(listing, now))
    .map(toListingCard);
}
