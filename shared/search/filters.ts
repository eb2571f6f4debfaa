import { z } from 'zod';
import {
  BODY_TYPES,
  CONDITIONS,
  FUEL_TYPES,
  SELLER_TYPES,
  SERVICE_HISTORIES,
  TRANSMISSIONS,
} from '../catalogue/enums';
import { FEATURES } from '../catalogue/features';
import { makeFromSlug, modelFromSlug } from '../catalogue/makes';
import { slugify } from '../slug';
import {
  ENGINE_CC_MAX_ACCEPTED,
  latestYear,
  LOCATION_MAX_LENGTH,
  MAX_PAGE,
  MILEAGE_MAX_ACCEPTED,
  PRICE_MAX_ACCEPTED,
  RADIUS_CHOICES,
  SEARCH_TEXT_MAX_LENGTH,
  SORTS,
  YEAR_MIN,
  type Radius,
  type SortKey,
} from './constants';
import { postcodeSchema } from '../postcode-schema';
import { defaultSort } from './sort';
import { formatNumber } from '../format';
import { GOOD_PRICE_FILTER_LABEL } from '../valuation/price-band';
import {
  CAB_TYPES,
  ROOF_HEIGHTS,
  VAN_SPEC_LIMITS,
  WHEELBASES,
  type CabType,
  type RoofHeight,
  type Wheelbase,
} from '../vehicle/van-specs';

/**
 * The whole filter set (plus body type, engine size range, sort and page),
 * as the search API receives it in its query string and the SPA keeps it in its URL. One
 * schema for both sides: the API answers 400 with these messages, the SPA never builds a URL
 * this schema rejects.
 */
export type SearchFilters = {
  /** Make slug ('mercedes-benz'); a make of the catalogue. */
  make?: string;
  /** Model slug ('transporter-t6'); a model of the make; needs make. */
  model?: string;
  /** Location slug ('staines-upon-thames'): a normalised exact match. */
  location?: string;
  /** Free text over make, model, title and description words. */
  search?: string;
  minYear?: number;
  maxYear?: number;
  condition?: (typeof CONDITIONS)[number];
  fuelType?: (typeof FUEL_TYPES)[number];
  transmission?: (typeof TRANSMISSIONS)[number];
  bodyType?: (typeof BODY_TYPES)[number];
  sellerType?: (typeof SELLER_TYPES)[number];
  serviceHistory?: (typeof SERVICE_HISTORIES)[number];
  minPrice?: number;
  maxPrice?: number;
  /**
   * Only vans whose price indicator is 'Great price' or 'Good price' (shared/valuation/
   * price-band.ts); on or absent.
   */
  goodPrice?: true;
  minMileage?: number;
  maxMileage?: number;
  minEngineCc?: number;
  maxEngineCc?: number;
  /** Feature slugs (slugify of the feature label); a listing must have every one. */
  features?: string[];
  ulezCompliant?: boolean;
  priceIncludesVat?: boolean;
  priceNegotiable?: boolean;
  v5cLogbookAvailable?: boolean;
  hpiClear?: boolean;
  /** MOT valid until at least this day (YYYY-MM-DD). */
  motExpiryDate?: string;
  /** Payload at least this many kg (given, or the gross vehicle weight less the kerb weight). */
  minPayload?: number;
  /** Load length at least this many mm. */
  minLoadLength?: number;
  /** Load volume at least this many m³ (one decimal place). */
  minLoadVolume?: number;
  /** Any of these roof heights (ROOF_HEIGHTS order). */
  roofHeight?: RoofHeight[];
  /** Any of these wheelbases (WHEELBASES order). */
  wheelbase?: Wheelbase[];
  cabType?: CabType;
  minSeats?: number;
  /** Only vans a car licence drives: gross vehicle weight known and at most 3,500 kg. */
  carLicence?: true;
  /** At least this many Euro pallets on the floor, one high. */
  minEuroPallets?: number;
  /**
   * 'Fits my load': a load of this length and width (mm) fits on the floor between the arches,
   * turned either way, and under the roof when a height is given.
   */
  fitLength?: number;
  fitWidth?: number;
  fitHeight?: number;
  /** Formatted postcode ('M1 9AB'). */
  postcode?: string;
  /**
   * A dealer page's slug: only that dealer's vans (issue 33, decision 069). Its URL is the
   * dealer page's (searchHref), not the results page's.
   */
  dealer?: string;
  /** Only with a postcode; default 50 miles. */
  radius?: Radius;
  sort?: SortKey;
  page?: number;
};

/** Every query parameter, in the canonical order used to build URLs (one URL per filter set). */
export const FILTER_PARAMS = [
  'make',
  'model',
  'location',
  'search',
  'postcode',
  'radius',
  'minPrice',
  'maxPrice',
  'goodPrice',
  'minMileage',
  'maxMileage',
  'minYear',
  'maxYear',
  'condition',
  'fuelType',
  'transmission',
  'bodyType',
  'sellerType',
  'minEngineCc',
  'maxEngineCc',
  'features',
  'ulezCompliant',
  'priceIncludesVat',
  'priceNegotiable',
  'motExpiryDate',
  'serviceHistory',
  'v5cLogbookAvailable',
  'hpiClear',
  'minPayload',
  'minLoadLength',
  'minLoadVolume',
  'roofHeight',
  'wheelbase',
  'cabType',
  'minSeats',
  'carLicence',
  'minEuroPallets',
  'fitLength',
  'fitWidth',
  'fitHeight',
  'dealer',
  'sort',
  'page',
] as const satisfies readonly (keyof SearchFilters)[];

export const FEATURE_SLUGS = FEATURES.map((feature) => slugify(feature));

export function featureFromSlug(slug: string): (typeof FEATURES)[number] | undefined {
  const index = FEATURE_SLUGS.indexOf(slug);
  return index === -1 ? undefined : FEATURES[index];
}

// Query values are strings; an empty value means "any", like an absent one.
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

function wholeNumber(label: string, max: number, min = 0) {
  return z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^\d+$/, `${label} must be a whole number`)
      .transform(Number)
      .pipe(
        z
          .number()
          .min(min, `${label} must be at least ${formatNumber(min)}`)
          .max(max, `${label} must be at most ${formatNumber(max)}`),
      )
      .optional(),
  );
}

function oneOf<const T extends readonly [string, ...string[]]>(label: string, values: T) {
  return z.preprocess(
    blankToUndefined,
    z.enum(values, { error: `${label} must be one of: ${values.join(', ')}` }).optional(),
  );
}

function flag(label: string) {
  return z.preprocess(
    blankToUndefined,
    z
      .enum(['true', 'false'], { error: `${label} must be true or false` })
      .transform((value) => value === 'true')
      .optional(),
  );
}

/** Options as a comma list ('high,super_high'), any order in, the options' order out. */
function someOf<const T extends readonly [string, ...string[]]>(label: string, values: T) {
  return z.preprocess(
    blankToUndefined,
    z
      .string()
      .max(200, `Too many ${label.toLowerCase()} options`)
      .transform((value) => [
        ...new Set(
          value
            .split(',')
            .map((option) => option.trim().toLowerCase())
            .filter(Boolean),
        ),
      ])
      .pipe(
        z.array(
          z.enum(values, {
            error: (issue) =>
              `${label} must be one of: ${values.join(', ')} (not ${String(issue.input)})`,
          }),
        ),
      )
      .transform((options) =>
        options.length > 0
          ? options.sort((a, b) => values.indexOf(a) - values.indexOf(b))
          : undefined,
      )
      .optional(),
  );
}

/** Cubic metres with at most one decimal place, e.g. '8.5'. */
function cubicMetres(label: string, max: number) {
  return z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^\d+(\.\d)?$/, `${label} must be a number of cubic metres, e.g. 8.5`)
      .transform(Number)
      .pipe(
        z
          .number()
          .gt(0, `${label} must be more than 0`)
          .max(max, `${label} must be at most ${formatNumber(max)} m³`),
      )
      .optional(),
  );
}

/** A filter that is on or absent: only 'true' means anything. */
function onlyTrue(label: string) {
  return z.preprocess(
    blankToUndefined,
    z
      .literal('true', { error: `${label} can only be true (leave it out for every van)` })
      .transform((): true => true)
      .optional(),
  );
}

/** The most Euro pallets a filter asks for: more than any van a C1 licence drives holds. */
export const EURO_PALLETS_MAX_ACCEPTED = 20;

function boundedText(label: string, max: number) {
  return z.preprocess(
    blankToUndefined,
    z.string().trim().max(max, `${label} must be at most ${max} characters`).optional(),
  );
}

/**
 * The query schema. `now` fixes the latest accepted year (next year), so tests can pin it. Made
 * once per year: building its thirty fields costs a slow phone tens of milliseconds, and the
 * results page reads its URL with it while it hydrates.
 */
export function searchFiltersSchema(now: Date = new Date()) {
  const maxYear = latestYear(now);
  let schema = schemaByMaxYear.get(maxYear);
  if (!schema) {
    schema = buildSearchFiltersSchema(maxYear);
    schemaByMaxYear.set(maxYear, schema);
  }
  return schema;
}

const schemaByMaxYear = new Map<number, ReturnType<typeof buildSearchFiltersSchema>>();

function buildSearchFiltersSchema(maxYear: number) {
  return z
    .object({
      make: z.preprocess(
        blankToUndefined,
        z
          .string()
          .trim()
          .toLowerCase()
          .refine((slug) => makeFromSlug(slug) !== undefined, 'Unknown make')
          .optional(),
      ),
      model: z.preprocess(blankToUndefined, z.string().trim().toLowerCase().max(80).optional()),
      location: z.preprocess(
        blankToUndefined,
        z
          .string()
          .max(LOCATION_MAX_LENGTH, `Location must be at most ${LOCATION_MAX_LENGTH} characters`)
          .transform(slugify)
          .transform((slug) => (slug === '' || slug === 'any' ? undefined : slug))
          .optional(),
      ),
      search: boundedText('Search text', SEARCH_TEXT_MAX_LENGTH),
      year: wholeNumber('Year', maxYear, YEAR_MIN),
      minYear: wholeNumber('Minimum year', maxYear, YEAR_MIN),
      maxYear: wholeNumber('Maximum year', maxYear, YEAR_MIN),
      condition: oneOf('Condition', CONDITIONS),
      fuelType: oneOf('Fuel type', FUEL_TYPES),
      transmission: oneOf('Transmission', TRANSMISSIONS),
      bodyType: oneOf('Body type', BODY_TYPES),
      sellerType: oneOf('Seller type', SELLER_TYPES),
      serviceHistory: oneOf('Service history', SERVICE_HISTORIES),
      minPrice: wholeNumber('Minimum price', PRICE_MAX_ACCEPTED),
      maxPrice: wholeNumber('Maximum price', PRICE_MAX_ACCEPTED),
      goodPrice: onlyTrue(GOOD_PRICE_FILTER_LABEL),
      minMileage: wholeNumber('Minimum mileage', MILEAGE_MAX_ACCEPTED),
      maxMileage: wholeNumber('Maximum mileage', MILEAGE_MAX_ACCEPTED),
      minEngineCc: wholeNumber('Minimum engine size', ENGINE_CC_MAX_ACCEPTED),
      maxEngineCc: wholeNumber('Maximum engine size', ENGINE_CC_MAX_ACCEPTED),
      features: z.preprocess(
        blankToUndefined,
        z
          .string()
          .max(1000, 'Too many features')
          .transform((value) => [
            ...new Set(
              value
                .split(',')
                .map((slug) => slug.trim().toLowerCase())
                .filter(Boolean),
            ),
          ])
          .pipe(
            z.array(
              z.string().refine((slug) => FEATURE_SLUGS.includes(slug), {
                error: (issue) => `Unknown feature: ${String(issue.input)}`,
              }),
            ),
          )
          // Catalogue order, so one set of features has one URL.
          .transform((slugs) =>
            slugs.length > 0
              ? slugs.sort((a, b) => FEATURE_SLUGS.indexOf(a) - FEATURE_SLUGS.indexOf(b))
              : undefined,
          )
          .optional(),
      ),
      ulezCompliant: flag('ULEZ compliant'),
      priceIncludesVat: flag('Price includes VAT'),
      priceNegotiable: flag('Price negotiable'),
      v5cLogbookAvailable: flag('V5C logbook available'),
      hpiClear: flag('HPI clear'),
      motExpiryDate: z.preprocess(
        blankToUndefined,
        z.iso.date({ error: 'MOT expiry date must be a date (YYYY-MM-DD)' }).optional(),
      ),
      minPayload: wholeNumber('Minimum payload', VAN_SPEC_LIMITS.payload_kg.max, 1),
      minLoadLength: wholeNumber('Minimum load length', VAN_SPEC_LIMITS.load_length_mm.max, 1),
      minLoadVolume: cubicMetres('Minimum load volume', VAN_SPEC_LIMITS.load_volume_m3.max),
      roofHeight: someOf('Roof height', ROOF_HEIGHTS),
      wheelbase: someOf('Wheelbase', WHEELBASES),
      cabType: oneOf('Cab type', CAB_TYPES),
      minSeats: wholeNumber('Minimum seats', VAN_SPEC_LIMITS.seats.max, 1),
      carLicence: onlyTrue('Car licence'),
      minEuroPallets: wholeNumber('Minimum Euro pallets', EURO_PALLETS_MAX_ACCEPTED, 1),
      fitLength: wholeNumber('Length of your load', VAN_SPEC_LIMITS.load_length_mm.max, 1),
      fitWidth: wholeNumber('Width of your load', VAN_SPEC_LIMITS.load_length_mm.max, 1),
      fitHeight: wholeNumber('Height of your load', VAN_SPEC_LIMITS.load_height_mm.max, 1),
      postcode: z.preprocess(blankToUndefined, postcodeSchema().optional()),
      dealer: z.preprocess(
        blankToUndefined,
        z
          .string()
          .trim()
          .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Dealer must be the address of a dealer page')
          .max(60, 'Dealer must be the address of a dealer page')
          .optional(),
      ),
      radius: z.preprocess(
        blankToUndefined,
        z
          .enum(['national', ...RADIUS_CHOICES.map(String)], {
            error: `Radius must be one of: ${RADIUS_CHOICES.join(', ')} or national`,
          })
          .transform((value): Radius =>
            value === 'national' ? 'national' : (Number(value) as Radius),
          )
          .optional(),
      ),
      sort: oneOf('Sort', SORTS),
      page: wholeNumber('Page', MAX_PAGE, 1),
    })
    .superRefine((filters, context) => {
      const pairs = [
        ['minYear', 'maxYear', 'year'],
        ['minPrice', 'maxPrice', 'price'],
        ['minMileage', 'maxMileage', 'mileage'],
        ['minEngineCc', 'maxEngineCc', 'engine size'],
      ] as const;
      for (const [min, max, label] of pairs) {
        const low = filters[min];
        const high = filters[max];
        if (low !== undefined && high !== undefined && low > high) {
          context.addIssue({
            code: 'custom',
            path: [min],
            message: `Minimum ${label} must not be more than the maximum ${label}`,
          });
        }
      }
      if (filters.year !== undefined && (filters.minYear ?? filters.maxYear) !== undefined) {
        context.addIssue({
          code: 'custom',
          path: ['year'],
          message: 'Give either year or a year range, not both',
        });
      }
      if (filters.model !== undefined && filters.model !== 'any') {
        const make = filters.make ? makeFromSlug(filters.make) : undefined;
        if (!make) {
          context.addIssue({
            code: 'custom',
            path: ['model'],
            message: 'Choose a make before a model',
          });
        } else if (!modelFromSlug(make, filters.model)) {
          context.addIssue({
            code: 'custom',
            path: ['model'],
            message: `Unknown model for ${make}`,
          });
        }
      }
      const load = [filters.fitLength, filters.fitWidth, filters.fitHeight];
      if (load.some((size) => size !== undefined) && load.slice(0, 2).includes(undefined)) {
        context.addIssue({
          code: 'custom',
          path: [filters.fitLength === undefined ? 'fitLength' : 'fitWidth'],
          message: 'Give both the length and the width of your load',
        });
      }
      if (filters.sort === 'distance' && !filters.postcode) {
        context.addIssue({
          code: 'custom',
          path: ['sort'],
          message: 'Sorting by distance needs a postcode',
        });
      }
    })
    .transform(({ year, ...rest }): SearchFilters => {
      const filters: SearchFilters = { ...rest };
      if (year !== undefined) {
        filters.minYear = year;
        filters.maxYear = year;
      }
      if (filters.model === 'any') delete filters.model;
      // A radius means nothing without a postcode; a postcode alone searches 50 miles.
      if (!filters.postcode) delete filters.radius;
      // The default order is no choice: one filter set, one object (and one URL).
      if (filters.sort === defaultSort(filters)) delete filters.sort;
      return dropUndefined(filters);
    });
}

function dropUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}

/**
 * The canonical query string of a filter set: fixed parameter order, defaults left out (page 1,
 * the default sort: 'distance' with a postcode, 'featured' without), so one filter set has one
 * URL (and one cache entry). The radius always travels with its postcode.
 */
export function filtersToQuery(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_PARAMS) {
    const value = filters[key];
    if (value === undefined) continue;
    if (key === 'page' && value === 1) continue;
    if (key === 'sort' && value === defaultSort(filters)) continue;
    if (key === 'radius' && !filters.postcode) continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return params;
}

/** Filter sets equal after canonicalisation (ignores page). */
export function sameFilters(a: SearchFilters, b: SearchFilters): boolean {
  return (
    filtersToQuery({ ...a, page: undefined }).toString() ===
    filtersToQuery({ ...b, page: undefined }).toString()
  );
}
