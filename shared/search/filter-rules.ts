import {
  DEFAULT_RADIUS_MILES,
  ENGINE_CC_MAX_ACCEPTED,
  MILEAGE_MAX_ACCEPTED,
  PRICE_MAX_ACCEPTED,
  YEAR_MIN,
  latestYear,
} from './constants';
import type { SearchFilters } from './filters';
import type { FilterGroup } from './response';
import { defaultSort } from './sort';

/** The parameters each filter group of the API's `relax` answer stands for. */
export const GROUP_PARAMS: Record<FilterGroup, readonly (keyof SearchFilters)[]> = {
  make: ['make', 'model'],
  model: ['model'],
  location: ['location'],
  search: ['search'],
  radius: ['radius'],
  year: ['minYear', 'maxYear'],
  price: ['minPrice', 'maxPrice'],
  goodPrice: ['goodPrice'],
  mileage: ['minMileage', 'maxMileage'],
  engine: ['minEngineCc', 'maxEngineCc'],
  condition: ['condition'],
  fuelType: ['fuelType'],
  transmission: ['transmission'],
  bodyType: ['bodyType'],
  sellerType: ['sellerType'],
  features: ['features'],
  ulezCompliant: ['ulezCompliant'],
  priceIncludesVat: ['priceIncludesVat'],
  priceNegotiable: ['priceNegotiable'],
  motExpiryDate: ['motExpiryDate'],
  serviceHistory: ['serviceHistory'],
  v5cLogbookAvailable: ['v5cLogbookAvailable'],
  hpiClear: ['hpiClear'],
  payload: ['minPayload'],
  loadLength: ['minLoadLength'],
  loadVolume: ['minLoadVolume'],
  roofHeight: ['roofHeight'],
  wheelbase: ['wheelbase'],
  cabType: ['cabType'],
  seats: ['minSeats'],
  carLicence: ['carLicence'],
  euroPallets: ['minEuroPallets'],
  fitsLoad: ['fitLength', 'fitWidth', 'fitHeight'],
};

/** Any change of what is searched starts again at page 1. */
function edited(filters: SearchFilters, patch: Partial<SearchFilters>): SearchFilters {
  return { ...filters, ...patch, page: undefined };
}

/** Choosing make Nissan with model any clears the year range. */
function nissanRule(filters: SearchFilters): SearchFilters {
  if (filters.make === 'nissan' && !filters.model) {
    return { ...filters, minYear: undefined, maxYear: undefined };
  }
  return filters;
}

/** Changing make resets model to any: the old model belongs to another make. */
export function withMake(filters: SearchFilters, make: string | undefined): SearchFilters {
  return nissanRule(edited(filters, { make, model: undefined }));
}

export function withModel(filters: SearchFilters, model: string | undefined): SearchFilters {
  return nissanRule(edited(filters, { model: filters.make ? model : undefined }));
}

/** Any other control: one or more parameters set (undefined clears them). */
export function withValues(filters: SearchFilters, patch: Partial<SearchFilters>): SearchFilters {
  return edited(filters, patch);
}

/**
 * A valid, formatted postcode searches at once with radius 50; no postcode
 * clears the radius and the distance order with it.
 */
export function withPostcode(filters: SearchFilters, postcode: string | undefined): SearchFilters {
  if (postcode) return edited(filters, { postcode, radius: DEFAULT_RADIUS_MILES });
  return edited(filters, {
    postcode: undefined,
    radius: undefined,
    sort: filters.sort === 'distance' ? undefined : filters.sort,
  });
}

/**
 * Removes the filter group the empty state suggests relaxing. Relaxing the radius keeps the
 * postcode and searches the whole country, nearest first.
 */
export function withoutGroup(filters: SearchFilters, group: FilterGroup): SearchFilters {
  if (group === 'radius') return edited(filters, { radius: 'national' });
  const patch: Partial<SearchFilters> = {};
  for (const param of GROUP_PARAMS[group]) patch[param] = undefined;
  return edited(filters, patch);
}

/** How many filters are set, for the mobile 'Filters' button; sort and page do not count. */
export function activeFilterCount(filters: SearchFilters): number {
  let count = filters.postcode ? 1 : 0;
  for (const [group, params] of Object.entries(GROUP_PARAMS)) {
    // The radius is part of the postcode filter, counted above.
    if (group !== 'radius' && params.some((param) => isSet(filters[param]))) count++;
  }
  return count;
}

function isSet(value: unknown): boolean {
  return Array.isArray(value) ? value.length > 0 : value !== undefined;
}

/** The bounds the API schema accepts for each range (typed values may pass the sliders). */
function ranges(now: Date) {
  return [
    ['minYear', 'maxYear', YEAR_MIN, latestYear(now)],
    ['minPrice', 'maxPrice', 0, PRICE_MAX_ACCEPTED],
    ['minMileage', 'maxMileage', 0, MILEAGE_MAX_ACCEPTED],
    ['minEngineCc', 'maxEngineCc', 0, ENGINE_CC_MAX_ACCEPTED],
  ] as const;
}

/**
 * The panel's draft made into a filter set the API schema accepts: reversed ranges swapped,
 * typed numbers kept within the accepted bounds, empty values removed, and the radius and
 * distance order only with a postcode.
 */
export function normaliseFilters(draft: SearchFilters, now: Date = new Date()): SearchFilters {
  const filters: SearchFilters = { ...draft };
  for (const [min, max, lowest, highest] of ranges(now)) {
    const low = clampTo(filters[min], lowest, highest);
    const high = clampTo(filters[max], lowest, highest);
    const swap = low !== undefined && high !== undefined && low > high;
    filters[min] = swap ? high : low;
    filters[max] = swap ? low : high;
  }
  if (filters.features?.length === 0) filters.features = undefined;
  if (!filters.make) filters.model = undefined;
  if (!filters.postcode) {
    filters.radius = undefined;
    if (filters.sort === 'distance') filters.sort = undefined;
  } else if (filters.radius === undefined) {
    filters.radius = DEFAULT_RADIUS_MILES;
  }
  // The default order is left out: 'Featured first' is a choice only with a postcode.
  if (filters.sort === defaultSort(filters)) filters.sort = undefined;
  if (filters.page === 1) filters.page = undefined;
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''),
  ) as SearchFilters;
}

function clampTo(value: number | undefined, lowest: number, highest: number): number | undefined {
  if (value === undefined || Number.isNaN(value)) return undefined;
  return Math.min(Math.max(lowest, Math.trunc(value)), highest);
}
