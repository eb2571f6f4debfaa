import type { BodyType, FuelType, SellerType, Transmission } from '../catalogue/enums';
import type { CabType, RoofHeight, Wheelbase } from '../vehicle/van-specs';
import type { Radius, SortKey } from './constants';
import type { SearchFilters } from './filters';
import type { PriceBand } from '../valuation/price-band';

/** One result card: only what the card shows, never the owner or contact details. */
export type SearchCard = {
  id: string;
  /** 'year make model'. */
  title: string;
  /**
   * The seller's own Listing Title, shown under `title`; null when it adds nothing
   * (shared/listing-headline.ts).
   */
  headline: string | null;
  make: string;
  model: string;
  year: number;
  price: number;
  price_includes_vat: boolean;
  mileage: number;
  fuel_type: FuelType;
  transmission: Transmission;
  location: string;
  seller_type: SellerType;
  /**
   * A trade van's dealer page (decision 069): its slug and the dealer's name; absent for a
   * private seller, a dealer whose page is hidden, and cards built without the directory.
   */
  dealer?: { slug: string; name: string } | null;
  /** The listing's flag, or derived from fuel and year when the seller left it unset. */
  ulez_compliant: boolean;
  /** The first photo (same form as image_urls), or null for the placeholder. */
  image_url: string | null;
  /** Boosted now: search_featured or homepage_featured with boost_expires in the future. */
  featured: boolean;
  /** The canonical detail path. */
  path: string;
  /** Miles from the searched postcode, one decimal; null without a postcode. */
  distance_miles: number | null;
  /**
   * Euro pallets on the floor, one high ('Fits 3 Euro pallets'); null when the load space is
   * not known. Optional: cards built from a listing card (the home page) do not know it.
   */
  euro_pallets?: number | null;
  /** Payload in kg (given, or the weights' difference); null when not known. */
  payload_kg?: number | null;
  /**
   * The price indicator's band (shared/valuation/price-band.ts); null without enough comparable
   * vans. Optional: cards built from a listing card (the home page) do not know it.
   */
  price_band?: PriceBand | null;
  /**
   * 'From £X a month' (shared/finance.ts, the card's example): null when the site's settings
   * do not show it on cards. Optional, as `price_band`.
   */
  monthly_price?: number | null;
  /**
   * 'Price reduced': the price was cut within the last 14 days and not raised since
   * (shared/price-history.ts, decision 077). Optional: cards built before it lack it.
   */
  price_reduced?: boolean;
};

/** Facets: how many vans match each option with every other filter applied. */
export const FACET_NAMES = [
  'make',
  'model',
  'fuelType',
  'transmission',
  'bodyType',
  'sellerType',
  'roofHeight',
  'wheelbase',
  'cabType',
  'carLicence',
  'euroPallets',
  'goodPrice',
] as const;
export type FacetName = (typeof FACET_NAMES)[number];

export type SearchFacets = {
  /** By make slug. */
  make: Record<string, number>;
  /** By model slug, for the chosen make only (empty without a make). */
  model: Record<string, number>;
  fuelType: Partial<Record<FuelType, number>>;
  transmission: Partial<Record<Transmission, number>>;
  bodyType: Partial<Record<BodyType, number>>;
  sellerType: Partial<Record<SellerType, number>>;
  roofHeight: Partial<Record<RoofHeight, number>>;
  wheelbase: Partial<Record<Wheelbase, number>>;
  cabType: Partial<Record<CabType, number>>;
  /** Vans a car licence drives (gross vehicle weight at most 3,500 kg). */
  carLicence: number;
  /** By a minimum ('3'): vans that fit at least that many Euro pallets; minimums with vans only. */
  euroPallets: Record<string, number>;
  /** Vans whose price indicator is 'Great price' or 'Good price'. */
  goodPrice: number;
};

/**
 * A filter group the empty state may suggest relaxing. Ranges count as one group
 * ('price' covers minPrice and maxPrice); 'radius' means the postcode radius.
 */
export type FilterGroup =
  | 'make'
  | 'model'
  | 'location'
  | 'search'
  | 'radius'
  | 'year'
  | 'price'
  | 'goodPrice'
  | 'mileage'
  | 'engine'
  | 'condition'
  | 'fuelType'
  | 'transmission'
  | 'bodyType'
  | 'sellerType'
  | 'features'
  | 'ulezCompliant'
  | 'priceIncludesVat'
  | 'priceNegotiable'
  | 'motExpiryDate'
  | 'serviceHistory'
  | 'v5cLogbookAvailable'
  | 'hpiClear'
  | 'payload'
  | 'loadLength'
  | 'loadVolume'
  | 'roofHeight'
  | 'wheelbase'
  | 'cabType'
  | 'seats'
  | 'carLicence'
  | 'euroPallets'
  | 'fitsLoad';

export type SearchResponse = {
  /** Exact number of matching live vans. */
  total: number;
  page: number;
  pageSize: number;
  /** At least 1; a page past the last one answers with no items. */
  pages: number;
  sort: SortKey;
  items: SearchCard[];
  facets: SearchFacets;
  /** The geocoded postcode in radius mode. radius null means national. */
  origin: { postcode: string; latitude: number; longitude: number; radius: Radius } | null;
  /** With no results: the one filter group whose removal finds the most vans. */
  relax: { filter: FilterGroup; total: number } | null;
  /**
   * With no results for a search in a town (decision 024): vans to look at instead, nearest
   * first, then the same model elsewhere. Empty otherwise.
   */
  alternatives: SearchAlternative[];
  /**
   * The oldest model year among all live vans, whatever the filters: the low end of the year
   * slider (decision 035). Null when there is no live van.
   */
  oldestYear: number | null;
};

/**
 * Vans shown on an empty town page instead of a blank column (decision 024).
 * - 'nearest': the same search without the town, nearest the searched postcode or else the
 *   town's centre first (the centre of the town's live vans; `near` is null when no live van
 *   there says where it is, and these are then in the default order).
 * - 'elsewhere': the same model (or make, or any van, the first that has vans not already
 *   shown) with no other filter, boosted and newest first.
 */
export type SearchAlternative = {
  kind: 'nearest' | 'elsewhere';
  /** What these vans match (no sort, no page): the link to all of them. */
  filters: SearchFilters;
  /** How many vans match `filters`. */
  total: number;
  /**
   * Where the distances on the cards are from: the searched postcode, or the town's centre
   * (its slug, 'leeds'); null when the vans are in the default order, without distances.
   */
  near: { kind: 'postcode' | 'town'; name: string } | null;
  items: SearchCard[];
};

/** Error codes the search API adds to the usual ones (see lambdas/http). */
export const SEARCH_ERROR_CODES = {
  /** 422: a valid postcode with no known coordinates ('Location Not Found'). */
  postcodeNotFound: 'postcode_not_found',
  /** 503: the geocoding provider failed ('Search Error'). */
  geocodingUnavailable: 'geocoding_unavailable',
  /** 503: the search index is still loading on a fresh stage; retry shortly. */
  searchUnavailable: 'search_unavailable',
} as const;
