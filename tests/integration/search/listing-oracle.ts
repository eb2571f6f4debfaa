import { distanceMiles, type LatLng } from '#shared/geo';
import { isBoostRunning, isLive, type Listing } from '#shared/listing';
import { modelFromSlug, makeFromSlug } from '#shared/catalogue/makes';
import { DEFAULT_RADIUS_MILES, PAGE_SIZE } from '#shared/search/constants';
import type { SearchFilters } from '#shared/search/filters';
import { modelMatches } from '#shared/search/model-match';
import { slugify } from '#shared/slug';
import { isUlezCompliant } from '#shared/ulez';
import { normaliseWords } from '#lambdas/search/search-doc';
import { includesVat } from '#shared/vat';
import { euroPalletsThatFit, loadsThatFit } from '#shared/vehicle/load-fit';
import { CAR_LICENCE_MAX_GVW_KG, derivedPayload } from '#shared/vehicle/van-specs';

/**
 * The search rules written the slow, obvious way over whole listings, as the integration tests'
 * oracle: every stored listing is checked against every filter, no index involved.
 */
export type OracleHit = { listing: Listing; distance: number | null; boosted: boolean };

function matchesText(listing: Listing, search: string): boolean {
  const words = normaliseWords(
    `${listing.make} ${listing.model} ${listing.title} ${listing.description}`,
  );
  return normaliseWords(search).every((query) =>
    words.some((word) => word === query || (query.length >= 2 && word.startsWith(query))),
  );
}

function within(value: number | null, min?: number, max?: number): boolean {
  if (min === undefined && max === undefined) return true;
  if (value === null) return false;
  return (min === undefined || value >= min) && (max === undefined || value <= max);
}

export function oracleMatches(
  listing: Listing,
  filters: SearchFilters,
  origin: LatLng | null,
  now: Date,
): OracleHit | undefined {
  if (!isLive(listing)) return undefined;
  const f = filters;
  if (f.make && listing.make_slug !== f.make) return undefined;
  if (f.model) {
    const wanted = modelFromSlug(makeFromSlug(f.make ?? '') ?? '', f.model);
    if (!wanted || !modelMatches(wanted, listing.model)) return undefined;
  }
  if (f.location && listing.location_slug !== f.location) return undefined;
  if (f.search && !matchesText(listing, f.search)) return undefined;
  if (!within(listing.year, f.minYear, f.maxYear)) return undefined;
  if (!within(listing.price, f.minPrice, f.maxPrice)) return undefined;
  if (!within(listing.mileage, f.minMileage, f.maxMileage)) return undefined;
  if (!within(listing.engine_size_cc, f.minEngineCc, f.maxEngineCc)) return undefined;
  if (f.condition && listing.condition !== f.condition) return undefined;
  if (f.fuelType && listing.fuel_type !== f.fuelType) return undefined;
  if (f.transmission && listing.transmission !== f.transmission) return undefined;
  if (f.bodyType && listing.body_type !== f.bodyType) return undefined;
  if (f.sellerType && listing.seller_type !== f.sellerType) return undefined;
  if (f.serviceHistory && listing.service_history !== f.serviceHistory) return undefined;
  const features = new Set(listing.features.map(slugify));
  if (f.features?.some((feature) => !features.has(feature))) return undefined;
  const ulez = listing.ulez_compliant ?? isUlezCompliant(listing.fuel_type, listing.year);
  if (f.ulezCompliant !== undefined && ulez !== f.ulezCompliant) return undefined;
  // A private sale has no VAT, whatever its stored flag (shared/vat.ts).
  if (f.priceIncludesVat !== undefined && includesVat(listing) !== f.priceIncludesVat)
    return undefined;
  if (f.priceNegotiable !== undefined && listing.price_negotiable !== f.priceNegotiable)
    return undefined;
  if (
    f.v5cLogbookAvailable !== undefined &&
    listing.v5c_logbook_available !== f.v5cLogbookAvailable
  )
    return undefined;
  if (f.hpiClear !== undefined && listing.hpi_clear !== f.hpiClear) return undefined;
  if (f.motExpiryDate && !(listing.mot_expiry_date && listing.mot_expiry_date >= f.motExpiryDate))
    return undefined;
  if (!matchesVanSpecs(listing, f)) return undefined;
  let distance: number | null = null;
  if (origin) {
    if (listing.latitude === null || listing.longitude === null) return undefined;
    distance = distanceMiles(origin, { latitude: listing.latitude, longitude: listing.longitude });
    const radius = f.radius ?? DEFAULT_RADIUS_MILES;
    if (radius !== 'national' && distance > radius) return undefined;
  }
  return { listing, distance, boosted: isBoostRunning(listing, 'search_featured', now) };
}

/** The van filters (decision 060) from the listing's own figures, the slow way. */
function matchesVanSpecs(listing: Listing, f: SearchFilters): boolean {
  const atLeast = (value: number | null | undefined, min: number | undefined) =>
    min === undefined || (value != null && value >= min);
  const space =
    listing.load_length_mm != null && listing.load_width_mm != null
      ? {
          length_mm: listing.load_length_mm,
          width_mm: listing.load_width_mm,
          width_between_arches_mm: listing.width_between_arches_mm ?? null,
          height_mm: listing.load_height_mm ?? null,
        }
      : null;
  const gvw = listing.gross_vehicle_weight_kg;
  if (!atLeast(derivedPayload(listing), f.minPayload)) return false;
  if (!atLeast(listing.load_length_mm, f.minLoadLength)) return false;
  if (!atLeast(listing.load_volume_m3, f.minLoadVolume)) return false;
  if (!atLeast(listing.seats, f.minSeats)) return false;
  if (!atLeast(space && euroPalletsThatFit(space), f.minEuroPallets)) return false;
  if (f.roofHeight && !f.roofHeight.some((roof) => roof === listing.roof_height)) return false;
  if (f.wheelbase && !f.wheelbase.some((wheelbase) => wheelbase === listing.wheelbase))
    return false;
  if (f.cabType && listing.cab_type !== f.cabType) return false;
  if (f.carLicence && !(gvw != null && gvw <= CAR_LICENCE_MAX_GVW_KG)) return false;
  if (f.fitLength !== undefined && f.fitWidth !== undefined) {
    const load = { length_mm: f.fitLength, width_mm: f.fitWidth, height_mm: f.fitHeight };
    if (!space || loadsThatFit(space, load) < 1) return false;
    if (f.fitHeight !== undefined && space.height_mm === null) return false;
  }
  return true;
}

const byId = (a: OracleHit, b: OracleHit) =>
  a.listing.id < b.listing.id ? -1 : a.listing.id > b.listing.id ? 1 : 0;
const created = (hit: OracleHit) => Date.parse(hit.listing.created_at);
/** When its Top of Search boost was bought (decision 032: the latest first); 0 when unknown. */
const boughtAt = (hit: OracleHit) => Date.parse(hit.listing.search_boosted_at ?? '1970-01-01');

/** The full ordered result of the specification's orders (decision 010). */
export function oracleSearch(
  listings: readonly Listing[],
  filters: SearchFilters,
  origin: LatLng | null,
  now: Date,
): OracleHit[] {
  const hits = listings.flatMap((listing) => oracleMatches(listing, filters, origin, now) ?? []);
  // Written out, not shared/search/sort.ts: the oracle states the rule of decision 024 itself.
  const sort = filters.sort ?? (filters.postcode ? 'distance' : 'featured');
  const newestFirst = (a: OracleHit, b: OracleHit) => created(b) - created(a) || byId(a, b);
  const nearest = (a: OracleHit, b: OracleHit) =>
    (a.distance ?? 0) - (b.distance ?? 0) || byId(a, b);
  const compare: Record<typeof sort, (a: OracleHit, b: OracleHit) => number> = {
    featured: (a, b) => {
      if (a.boosted !== b.boosted) return a.boosted ? -1 : 1;
      if (a.boosted) return boughtAt(b) - boughtAt(a) || newestFirst(a, b);
      return origin ? nearest(a, b) : newestFirst(a, b);
    },
    distance: nearest,
    'price-asc': (a, b) => a.listing.price - b.listing.price || byId(a, b),
    'price-desc': (a, b) => b.listing.price - a.listing.price || byId(a, b),
    'mileage-asc': (a, b) => a.listing.mileage - b.listing.mileage || newestFirst(a, b),
    'year-desc': (a, b) => b.listing.year - a.listing.year || newestFirst(a, b),
    newest: newestFirst,
  };
  return hits.sort(compare[sort]);
}

export function oraclePage(hits: OracleHit[], page = 1): string[] {
  return hits.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map((hit) => hit.listing.id);
}

/** How many live vans each value of `field` would show with `filters` minus `without`. */
export function oracleFacet(
  listings: readonly Listing[],
  filters: SearchFilters,
  without: (keyof SearchFilters)[],
  value: (listing: Listing) => string | null,
  origin: LatLng | null,
  now: Date,
): Record<string, number> {
  const relaxed = { ...filters };
  for (const key of without) delete relaxed[key];
  const counts: Record<string, number> = {};
  for (const hit of oracleSearch(listings, relaxed, origin, now)) {
    const key = value(hit.listing);
    if (key !== null) counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}
