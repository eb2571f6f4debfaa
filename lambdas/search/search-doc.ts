import { boostEnd, isLive, type Listing } from '#shared/listing';
import { sellerHeadline } from '#shared/listing-headline';
import { slugify } from '#shared/slug';
import { isUlezCompliant } from '#shared/ulez';
import { includesVat } from '#shared/vat';
import { euroPalletsOf, floorWidthOf } from '#shared/search/van-load-space';
import { derivedPayload } from '#shared/vehicle/van-specs';
import { lastPriceCut } from '#shared/price-history';
import type { SearchDoc } from './types';

/** 'Citroën Relay, high-roof!' -> ['citroen', 'relay', 'high', 'roof']: lower case, no accents. */
export function normaliseWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Words kept per listing: plenty for a description, bounded so one advert cannot bloat the index. */
export const MAX_WORDS_PER_LISTING = 300;

export function searchWords(
  listing: Pick<Listing, 'make' | 'model' | 'title' | 'description'>,
): string {
  const words = new Set(
    normaliseWords(`${listing.make} ${listing.model} ${listing.title} ${listing.description}`),
  );
  return [...words].slice(0, MAX_WORDS_PER_LISTING).join(' ');
}

const epochOrNull = (iso: string | null) => (iso ? Date.parse(iso) : null);

/** The search document of a live listing; undefined when the listing is not publicly visible. */
export function toSearchDoc(listing: Listing): SearchDoc | undefined {
  if (!isLive(listing)) return undefined;
  return {
    id: listing.id,
    version: Date.parse(listing.updated_at),
    title: `${listing.year} ${listing.make} ${listing.model}`,
    headline: sellerHeadline(listing),
    make: listing.make,
    model: listing.model,
    make_slug: listing.make_slug,
    model_slug: listing.model_slug,
    year: listing.year,
    price: listing.price,
    // A private sale has no VAT: its price never matches 'Price includes VAT' (shared/vat.ts).
    price_includes_vat: includesVat(listing),
    price_negotiable: listing.price_negotiable,
    mileage: listing.mileage,
    fuel_type: listing.fuel_type,
    transmission: listing.transmission,
    condition: listing.condition,
    body_type: listing.body_type,
    engine_size_cc: listing.engine_size_cc,
    ulez_compliant: listing.ulez_compliant ?? isUlezCompliant(listing.fuel_type, listing.year),
    location: listing.location,
    location_slug: listing.location_slug || slugify(listing.location),
    latitude: listing.latitude,
    longitude: listing.longitude,
    seller_type: listing.seller_type,
    seller_id: listing.user_id,
    mot_expiry_date: listing.mot_expiry_date,
    service_history: listing.service_history,
    v5c_logbook_available: listing.v5c_logbook_available,
    hpi_clear: listing.hpi_clear,
    features: listing.features.map(slugify),
    search_featured: listing.search_featured,
    homepage_featured: listing.homepage_featured,
    boost_expires: listing.boost_expires ? Date.parse(listing.boost_expires) : null,
    search_boost_until: epochOrNull(boostEnd(listing, 'search_featured')),
    search_boosted_at: epochOrNull(listing.search_boosted_at ?? null),
    created_at: Date.parse(listing.created_at),
    image_url: listing.image_urls[0] ?? null,
    words: searchWords(listing),
    wheelbase: listing.wheelbase ?? null,
    roof_height: listing.roof_height ?? null,
    cab_type: listing.cab_type ?? null,
    seats: listing.seats ?? null,
    payload_kg: derivedPayload(listing),
    gross_vehicle_weight_kg: listing.gross_vehicle_weight_kg ?? null,
    load_length_mm: listing.load_length_mm ?? null,
    load_floor_width_mm: floorWidthOf(listing),
    load_height_mm: listing.load_height_mm ?? null,
    load_volume_m3: listing.load_volume_m3 ?? null,
    euro_pallets: euroPalletsOf(listing),
    price_cut_at: lastPriceCut(listing.price_changes),
  };
}
