import { roundMiles } from '#shared/geo';
import { listingPath } from '#shared/listing-paths';
import type { SearchCard } from '#shared/search/response';
import { cardMonthlyPrice } from '#shared/finance';
import { priceWithVat } from '#shared/vat';
import type { EngineHit } from './types';

/**
 * A result card: only what the card shows, never the owner or contact details. `cardApr`: the
 * representative APR when the settings show 'From £X a month' on cards, else null.
 */
export function toSearchCard(
  { doc, distanceMiles, boosted, priceBand }: EngineHit,
  cardApr: number | null = null,
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
  };
}
