import {
  isHomepageFeatured,
  isLive,
  toListingCard,
  type FeaturedCard,
  type ListingCard,
} from '#shared/listing';
import { priceReduced } from '#shared/price-history';
import type { Db } from '../platform/db';
import { queryHomepageFeatured, type FeaturedEntry } from './listing-repo';

/** Up to 20 homepage-featured listings, latest boost expiry first. */
export const HOME_FEATURED_LIMIT = 20;

/** The visible dealer pages (the cached directory the search's cards read, decision 069). */
export type FeaturedDealers = {
  linkOf(sellerId: string): { slug: string; name: string } | undefined;
};

/**
 * A featured entry as the home page shows it: the card, its dealer's page (a trade van whose
 * dealer has a visible one) and 'Price reduced', both from what the featured index carries
 * (decision 077), so the home page still reads the index alone. The seller's id and the price
 * history stay here.
 */
export function featuredCard(
  entry: FeaturedEntry,
  now: Date,
  dealers: FeaturedDealers | undefined,
): FeaturedCard {
  const card: FeaturedCard = toListingCard(entry as ListingCard);
  const link = entry.seller_type === 'trade_dealer' ? dealers?.linkOf(entry.user_id) : undefined;
  if (link) card.dealer = link;
  if (priceReduced(entry.price_changes, now)) card.price_reduced = true;
  return card;
}

/**
 * The home page's featured cards: one Query of the featured index (about 2 RCU), and the dealer
 * directory (cached a minute per container) only when a trade van is among them.
 */
export async function listHomepageFeatured(
  db: Db,
  now: Date = new Date(),
  dealers?: () => Promise<FeaturedDealers>,
): Promise<FeaturedCard[]> {
  const listings = await queryHomepageFeatured(db, now, HOME_FEATURED_LIMIT);
  // The index is sparse on live listings already; the check keeps the rule in one readable place.
  const shown = listings.filter((listing) => isLive(listing) && isHomepageFeatured(listing, now));
  const trade = shown.some((listing) => listing.seller_type === 'trade_dealer');
  const links = trade ? await dealers?.() : undefined;
  return shown.map((listing) => featuredCard(listing, now, links));
}
