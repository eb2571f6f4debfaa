/** Search constants, shared by the filter panel and the search API. */

export const PAGE_SIZE = 24;
/** Far beyond any real result set (100,000 vans are 4,167 pages); larger pages are a 400. */
export const MAX_PAGE = 10_000;

export const EARTH_RADIUS_MILES = 3959;
export const DEFAULT_RADIUS_MILES = 50;
/** The radius choices in miles; 'national' keeps every van and sorts them by distance. */
export const RADIUS_CHOICES = [5, 10, 25, 50, 100, 200] as const;
export type RadiusMiles = (typeof RADIUS_CHOICES)[number];
export type Radius = RadiusMiles | 'national';

export const SEARCH_TEXT_MAX_LENGTH = 100;
export const LOCATION_MAX_LENGTH = 80;

/**
 * The sliders' scales. A thumb at either end of its scale sets no filter, and an end with no
 * filter has its thumb there: the thumbs always show what the boxes say (decision 035).
 */
export const PRICE_LIMIT = { min: 0, max: 100_000, step: 1000 };
export const MILEAGE_LIMIT = { min: 0, max: 250_000, step: 1000 };
/** Typed values may go beyond the slider, up to these bounds; past them is a 400. */
export const PRICE_MAX_ACCEPTED = 10_000_000;
export const MILEAGE_MAX_ACCEPTED = 2_000_000;
export const ENGINE_CC_MAX_ACCEPTED = 20_000;
/** The years a filter accepts: 1901 to next year (spec 01 section 5). */
export const YEAR_MIN = 1901;
/** The year slider's low end while the oldest year in stock is not known (or there is no van). */
export const YEAR_SCALE_FALLBACK_MIN = 1980;

/** The latest year a filter accepts: next year (a van sold early as next year's model). */
export function latestYear(now: Date = new Date()): number {
  return now.getFullYear() + 1;
}

/**
 * The year slider: from the oldest van in stock (SearchResponse.oldestYear) to next year, so
 * the whole track is years a buyer can find (decision 035). Typed years may go beyond it, down
 * to 1901.
 */
export function yearScale(oldestInStock: number | null | undefined, now: Date = new Date()) {
  const max = latestYear(now);
  const oldest = oldestInStock ?? YEAR_SCALE_FALLBACK_MIN;
  return { min: Math.min(Math.max(oldest, YEAR_MIN), max - 1), max, step: 1 };
}

/** Engine size bands offered by the filter panel (cc); each sets minEngineCc and maxEngineCc. */
export const ENGINE_BANDS = [
  { label: 'Up to 1,600 cc', min: undefined, max: 1600 },
  { label: '1,601 to 2,000 cc', min: 1601, max: 2000 },
  { label: '2,001 to 2,500 cc', min: 2001, max: 2500 },
  { label: 'Over 2,500 cc', min: 2501, max: undefined },
] as const;

export const SORTS = [
  'featured',
  'price-asc',
  'price-desc',
  'mileage-asc',
  'year-desc',
  'newest',
  'distance',
] as const;
export type SortKey = (typeof SORTS)[number];

export const SORT_LABELS: Record<SortKey, string> = {
  featured: 'Featured first',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  'mileage-asc': 'Mileage: lowest first',
  'year-desc': 'Year: newest first',
  newest: 'Most recently listed',
  distance: 'Distance: nearest first',
};

/** The sessionStorage key of the saved filter state. */
export const FILTERS_STORAGE_KEY = 'vanFilters';
/** The localStorage flag set when a breadcrumb leads to a make or model page. */
export const FROM_BREADCRUMB_KEY = 'fromBreadcrumb';
export const FROM_BREADCRUMB_MS = 2000;
export const FILTER_DEBOUNCE_MS = 500;

/** An empty town page shows this many of the nearest vans, and of the same model elsewhere. */
export const ALTERNATIVES_NEAREST = 6;
export const ALTERNATIVES_ELSEWHERE = 3;
