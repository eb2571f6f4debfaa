import type { FeaturedCard } from '../listing';
import { listingTitle } from '../format';
import { sellerHeadline } from '../listing-headline';
import { listingPath } from '../listing-paths';
import { isUlezCompliant } from '../ulez';
import type { SearchCard } from './response';

/**
 * A listing card (the home page's featured and nearby vans) as the result card shows it, so
 * one card component serves the home page and the results: the built title and the seller's
 * headline, the effective ULEZ answer, the first photo, the canonical path.
 */
export function cardOfListing(
  listing: FeaturedCard,
  shown: { featured: boolean; distanceMiles: number | null },
): SearchCard {
  return {
    id: listing.id,
    title: listingTitle(listing),
    headline: sellerHeadline(listing),
    make: listing.make,
    model: listing.model,
    year: listing.year,
    price: listing.price,
    price_includes_vat: listing.price_includes_vat,
    mileage: listing.mileage,
    fuel_type: listing.fuel_type,
    transmission: listing.transmission,
    location: listing.location,
    seller_type: listing.seller_type,
    ulez_compliant: listing.ulez_compliant ?? isUlezCompliant(listing.fuel_type, listing.year),
    image_url: listing.image_urls[0] ?? null,
    featured: shown.featured,
    path: listingPath(listing),
    distance_miles: shown.distanceMiles,
    // A featured card's dealer page and a recent cut, a nearby card's cut (decision 077).
    ...(listing.dealer ? { dealer: listing.dealer } : {}),
    ...(listing.price_reduced ? { price_reduced: true } : {}),
  };
}
