import type {
  BodyType,
  Condition,
  FuelType,
  SellerType,
  ServiceHistory,
  Transmission,
} from '#shared/catalogue/enums';
import type { LatLng } from '#shared/geo';
import type { CabType, RoofHeight, Wheelbase } from '#shared/vehicle/van-specs';
import type { SortKey } from '#shared/search/constants';
import type { SearchFilters } from '#shared/search/filters';
import type { PriceBand, PriceIndicator } from '#shared/valuation/price-band';
import type { FilterGroup, SearchFacets } from '#shared/search/response';

/**
 * The search projection of one live listing: only what filtering, ordering, facets, free
 * text and the result card need. Built by `toSearchDoc` from a listing item; kept in step with
 * the table by the stream projector (docs/decisions/009-search-projection.md).
 */
export type SearchDoc = {
  id: string;
  /** Ordering of changes to the same listing: the listing's updated_at in epoch ms. */
  version: number;
  title: string;
  /** The seller's own title when it says more than `title` (shared/listing-headline.ts). */
  headline: string | null;
  make: string;
  model: string;
  make_slug: string;
  model_slug: string;
  year: number;
  price: number;
  price_includes_vat: boolean;
  price_negotiable: boolean;
  mileage: number;
  fuel_type: FuelType;
  transmission: Transmission;
  condition: Condition;
  body_type: BodyType | null;
  engine_size_cc: number | null;
  /** Effective ULEZ status: the seller's flag, or derived from fuel and year. */
  ulez_compliant: boolean;
  location: string;
  location_slug: string;
  latitude: number | null;
  longitude: number | null;
  seller_type: SellerType;
  /** The seller's account: a dealer page's stock is its seller's rows (decision 069). */
  seller_id: string;
  /** YYYY-MM-DD or null. */
  mot_expiry_date: string | null;
  service_history: ServiceHistory | null;
  v5c_logbook_available: boolean;
  hpi_clear: boolean;
  /** Feature slugs (see FEATURE_SLUGS). */
  features: string[];
  search_featured: boolean;
  homepage_featured: boolean;
  /** Epoch ms, or null: the later end of the two boosts (the specification's field). */
  boost_expires: number | null;
  /**
   * The end of its Top of Search boost (epoch ms), or null: while search_featured is set and
   * this is ahead, the van comes first in 'Featured first' order and is marked Featured.
   */
  search_boost_until: number | null;
  /** When its Top of Search boost was last bought (epoch ms): the latest comes first. */
  search_boosted_at: number | null;
  /** Epoch ms. */
  created_at: number;
  image_url: string | null;
  /** Distinct normalised words of make, model, title and description, space-separated. */
  words: string;
  // The van's specification (issue 31); null when the seller did not give it. Log entries
  // written before these fields existed lack them (undefined): readers treat that as null.
  wheelbase: Wheelbase | null;
  roof_height: RoofHeight | null;
  cab_type: CabType | null;
  seats: number | null;
  /** The payload given, or the gross vehicle weight less the kerb weight. */
  payload_kg: number | null;
  gross_vehicle_weight_kg: number | null;
  load_length_mm: number | null;
  /** The floor width a load can use: between the wheel arches where given. */
  load_floor_width_mm: number | null;
  load_height_mm: number | null;
  load_volume_m3: number | null;
  /** Euro pallets on the floor, one high (shared/vehicle/load-fit.ts); null without a load space. */
  euro_pallets: number | null;
  /**
   * When the price was last cut, while that cut is the latest change (epoch ms), else null:
   * cards say 'Price reduced' for 14 days after it (shared/price-history.ts, decision 077). Log
   * entries written before it lack it (undefined): readers treat that as null.
   */
  price_cut_at: number | null;
};

/** What the engine is asked: validated filters plus the geocoded origin. */
export type EngineQuery = {
  filters: SearchFilters;
  /**
   * Only this seller's vans (a dealer page's stock, decision 069): the candidates are the
   * seller's rows, and every filter, facet and order works within them. Not a filter group,
   * so a search never offers to drop it.
   */
  sellerId?: string | null;
  /** Set in radius mode (a geocoded postcode). */
  origin: LatLng | null;
  /** Miles; null means national (every van, distance order). Ignored without origin. */
  radiusMiles: number | null;
  sort: SortKey;
  page: number;
  pageSize: number;
  now: Date;
};

export type EngineHit = {
  doc: SearchDoc;
  distanceMiles: number | null;
  boosted: boolean;
  /** Against comparable live vans (engine/price-bands.ts); null without enough of them. */
  priceBand: PriceBand | null;
};

export type EngineResult = {
  total: number;
  hits: EngineHit[];
  facets: SearchFacets;
  relax: { filter: FilterGroup; total: number } | null;
};

/** The in-memory index of every live listing. Not thread-safe; one per Lambda container. */
export interface SearchIndex {
  readonly size: number;
  has(id: string): boolean;
  /** A live listing's document, or undefined when it is not in the index. */
  get(id: string): SearchDoc | undefined;
  /** Inserts or replaces the listing's document. */
  upsert(doc: SearchDoc): void;
  /** Removes a listing (no longer live, or deleted); no-op when absent. */
  remove(id: string): void;
  query(query: EngineQuery): EngineResult;
  /**
   * The ids of the listings that pass every filter of the query (within its radius), exactly
   * those `query` would count, without the facets, order and page it also works out.
   */
  matchingIds(query: Omit<EngineQuery, 'sort' | 'page' | 'pageSize'>): string[];
  /** The centre of the located live listings of a place (a location slug); null when none. */
  placeCentre(locationSlug: string): LatLng | null;
  /** How many live vans a seller has now (a dealer's 'number of vans'). */
  sellerCount(sellerId: string): number;
  /**
   * A live listing's price against comparable live vans (docs/decisions/066); null when it is
   * not in the index or has too few comparables.
   */
  priceIndicator(id: string): PriceIndicator | null;
  /** The oldest model year among the live listings; null when there are none. */
  oldestYear(): number | null;
  /** Every document, for snapshots (order unspecified). */
  docs(): Iterable<SearchDoc>;
}
