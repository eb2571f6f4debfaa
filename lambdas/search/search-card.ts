import { roundMiles } from '#shared/geo';
import { listingPath } from '#shared/listing-paths';
import type { SearchCard } from '#shared/search/response';
import { cardMonthlyPrice } from '#shared/finance';
import type { Listing } from '#shared/listing';
import { priceWithVat } from '#shared/vat';
import { priceReducedAt } from '#shared/price-history';
import { toSearchDoc } from './search-doc';
import type { EngineHit, SearchDoc, SearchIndex } from './types';

/**
 * A result card: only what the card shows, never the owner or contact details. `cardApr`: the
 * representative APR when the settings show 'From £X a month' on cards, else null; `now`: the
 * day 'Price reduced' is judged on.
 */
export function toSearchCard(
  { doc, distanceMiles, boosted, priceBand }: EngineHit,
  cardApr: number | null = null,
  now: Date = new Date(),
): SearchCard {
  return {
    id: doc.id,
    title: doc.title,
    // Documents written before headlines (a snapshot of version 1, older log entries) lack it.
    headline: doc.headline ?? null,
    make: doc.make,
    model: doc.model,
    year: doc.year,
    price: doc.price,
    price_includes_vat: doc.price_includes_vat,
    mileage: doc.mileage,
    fuel_type: doc.fuel_type,
    transmission: doc.transmission,
    location: doc.location,
    seller_type: doc.seller_type,
    ulez_compliant: doc.ulez_compliant,
    image_url: doc.image_url,
    featured: boosted,
    path: listingPath(doc),
    distance_miles: distanceMiles === null ? null : roundMiles(distanceMiles),
    // Log entries written before the van's specification was searched lack these (undefined).
    euro_pallets: doc.euro_pallets ?? null,
    payload_kg: doc.payload_kg ?? null,
    price_band: priceBand,
    monthly_price: cardApr === null ? null : cardMonthlyPrice(priceWithVat(doc), cardApr),
    // Log entries written before the cut was searched lack it (undefined): not reduced.
    price_reduced: priceReducedAt(doc.price_cut_at, now),
  };
}

/** Marked Featured as the search's cards mark it: a Top of Search boost still running. */
export function boostedNow(doc: SearchDoc, now: Date): boolean {
  const until = doc.search_boost_until;
  return doc.search_featured && until !== null && until > now.getTime();
}

/**
 * A van's card from the index, as search shows it now (its price band too), without a distance
 * (a buyer's saved list).
 */
export function indexCard(index: SearchIndex, doc: SearchDoc, now: Date): SearchCard {
  return toSearchCard(
    {
      doc,
      distanceMiles: null,
      boosted: boostedNow(doc, now),
      priceBand: index.priceIndicator(doc.id)?.band ?? null,
    },
    null,
    now,
  );
}

/**
 * A listing's card whatever its state (a sold van on a buyer's saved list): the card it had
 * while live, never marked Featured.
 */
export function listingCard(listing: Listing): SearchCard {
  const doc = toSearchDoc({
    ...listing,
    status: 'active',
    approval_status: 'approved',
    owner_disabled: false,
  });
  if (!doc) throw new Error(`No card for listing ${listing.id}`);
  return toSearchCard({ doc, distanceMiles: null, boosted: false, priceBand: null });
}
