import { isLive, type Listing } from '#shared/listing';
import type { SimilarResponse } from '#shared/listing-detail';
import type { SearchIndex } from './types';
import { NotFoundError } from '../platform/errors';
import { LISTING_NOT_FOUND_MESSAGE } from '#lambdas/listing';
import { toSearchCard, withDealer, type DealerLinks } from './search-listings';

/** Up to 3 similar vans. */
export const SIMILAR_LIMIT = 3;

export type SimilarDeps = {
  /** Read only when the index does not hold the listing (not live, or not projected yet). */
  getListing: (id: string) => Promise<Listing | undefined>;
  /** The in-memory index of live listings: a live listing's make, model and place come from it. */
  index: () => Promise<SearchIndex>;
  /** The visible dealer pages (cached): a trade van's card names its dealer as a link. */
  dealers?: () => Promise<DealerLinks>;
};

type SimilarTo = Pick<Listing, 'id' | 'make_slug' | 'model_slug' | 'latitude' | 'longitude'>;

/**
 * The listing to find vans like: from the index when it holds it (no table read, so the listing
 * page reads the table once, for its own detail), else from the table, and only when live.
 */
async function similarTo(deps: SimilarDeps, index: SearchIndex, id: string): Promise<SimilarTo> {
  const projected = index.get(id);
  if (projected) return projected;
  const listing = await deps.getListing(id);
  if (!listing || !isLive(listing)) throw new NotFoundError(LISTING_NOT_FOUND_MESSAGE);
  return listing;
}

/**
 * The listing's price indicator, and live vans of the same make and model (the search's model rule, so 'TGE' finds 'TGE Panel
 * Van'), never the listing itself: nearest first when it has coordinates, else the search's
 * default order (boosted first, then newest). Only for a live listing.
 */
export async function similarListings(
  deps: SimilarDeps,
  id: string,
  now: Date = new Date(),
): Promise<SimilarResponse> {
  const [index, dealers] = await Promise.all([deps.index(), deps.dealers?.()]);
  const listing = await similarTo(deps, index, id);
  const origin =
    listing.latitude !== null && listing.longitude !== null
      ? { latitude: listing.latitude, longitude: listing.longitude }
      : null;
  const result = index.query({
    filters: { make: listing.make_slug, model: listing.model_slug },
    origin,
    // National: every located van of the model, by distance.
    radiusMiles: null,
    sort: origin ? 'distance' : 'featured',
    page: 1,
    // One more than shown, in case the listing itself is among them.
    pageSize: SIMILAR_LIMIT + 1,
    now,
  });
  const items = result.hits
    .filter((hit) => hit.doc.id !== listing.id)
    .slice(0, SIMILAR_LIMIT)
    // A distance from this van, not from the buyer's postcode, would mislead on a card: none.
    .map((hit) =>
      withDealer({ ...toSearchCard(hit, null, now), distance_miles: null }, hit.doc, dealers),
    );
  // The price band comes with the similar vans: this container holds the index, the detail
  // route's does not (decision 066). Only a van the index holds has one (null otherwise).
  return { items, price_indicator: index.priceIndicator(id) };
}
