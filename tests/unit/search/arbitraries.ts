import fc from 'fast-check';
import type { EngineQuery, SearchDoc } from '#lambdas/search/types';
import {
  BODY_TYPES,
  CONDITIONS,
  FUEL_TYPES,
  SELLER_TYPES,
  SERVICE_HISTORIES,
  TRANSMISSIONS,
} from '#shared/catalogue/enums';
import { MAKES_AND_MODELS, type Make } from '#shared/catalogue/makes';
import { SORTS } from '#shared/search/constants';
import { FEATURE_SLUGS, type SearchFilters } from '#shared/search/filters';
import { slugify } from '#shared/slug';
import { euroPalletsOf, floorWidthOf } from '#shared/search/van-load-space';
import { CAB_TYPES, ROOF_HEIGHTS, WHEELBASES } from '#shared/vehicle/van-specs';
import { DAY_MS, NOW } from './search-doc-fixture';

/*
 * Small value domains on purpose: with a few hundred documents, filters must both hit and
 * miss, and sort keys must tie often so the id tie-break is exercised.
 */

/** Listing models as sellers enter them: catalogue names, plus case, accent and variant quirks. */
const LISTED_MODELS: [Make, string][] = [
  ['Ford', 'Transit'],
  ['Ford', 'Transit Custom'],
  ['Ford', 'Transit Connect'],
  ['Ford', 'Tourneo'],
  ['Ford', 'Tourneo Custom'],
  ['Ford', 'TRANSIT'],
  ['Nissan', 'NV200'],
  ['Nissan', 'NV400'],
  ['Nissan', 'Interstar'],
  ['Nissan', 'NV400 Interstar'],
  ['MAN', 'TGE'],
  ['MAN', 'TGE Panel Van'],
  ['Fiat', 'Doblò'],
  ['Fiat', 'Doblo Maxi'],
  ['Citroën', 'Relay'],
  ['Volkswagen', 'Transporter T6'],
  ['Volkswagen', 'Caddy Cargo'],
];
const MAKES_LISTED = [...new Set(LISTED_MODELS.map(([make]) => make))];
const WORDS = [
  'transit',
  'transporter',
  'trafic',
  'van',
  'a',
  'citroen',
  'ply',
  'lined',
  't6',
  'x',
];
const QUERIES = [
  'tr',
  'transp',
  'van ply',
  'Citroën',
  'x',
  'a',
  'T',
  '!!',
  'transit-custom',
  'PLY lined tr',
];
const LOCATIONS = ['leeds', 'london', 'staines-upon-thames'];
const POINTS = [
  { latitude: 51.5074, longitude: -0.1278 },
  { latitude: 53.4808, longitude: -2.2426 },
  { latitude: 52.4862, longitude: -1.8904 },
  { latitude: 51.75, longitude: -1.25 },
];
const MOT_DATES = ['2026-01-31', '2026-11-22', '2027-05-01', '2028-12-01'];
const SOME_FEATURES = FEATURE_SLUGS.slice(0, 5);

const point = fc.oneof(
  fc.constantFrom(...POINTS),
  fc.record({
    latitude: fc.double({ min: 49.5, max: 59, noNaN: true }),
    longitude: fc.double({ min: -8, max: 2, noNaN: true }),
  }),
);

/** Document fields; ids are given separately so they are unique. */
const docFields = fc.record({
  listed: fc.constantFrom(...LISTED_MODELS),
  year: fc.integer({ min: 2012, max: 2016 }),
  price: fc.integer({ min: 2, max: 10 }).map((n) => n * 500),
  price_includes_vat: fc.boolean(),
  price_negotiable: fc.boolean(),
  mileage: fc.integer({ min: 0, max: 6 }).map((n) => n * 10_000),
  fuel_type: fc.constantFrom(...FUEL_TYPES),
  transmission: fc.constantFrom(...TRANSMISSIONS),
  condition: fc.constantFrom(...CONDITIONS),
  body_type: fc.option(fc.constantFrom(...BODY_TYPES.slice(0, 3)), { freq: 4 }),
  engine_size_cc: fc.option(fc.constantFrom(1499, 1995, 2198), { freq: 4 }),
  ulez_compliant: fc.boolean(),
  location_slug: fc.constantFrom(...LOCATIONS),
  place: fc.option(point, { freq: 6 }),
  seller_type: fc.constantFrom(...SELLER_TYPES),
  seller_id: fc.constantFrom('seller-a', 'seller-b', 'seller-c'),
  mot_expiry_date: fc.option(fc.constantFrom(...MOT_DATES), { freq: 4 }),
  service_history: fc.option(fc.constantFrom(...SERVICE_HISTORIES), { freq: 4 }),
  v5c_logbook_available: fc.boolean(),
  hpi_clear: fc.boolean(),
  features: fc.subarray(SOME_FEATURES),
  search_featured: fc.nat(2).map((n) => n > 0),
  homepage_featured: fc.nat(2).map((n) => n > 0),
  boost_days: fc.option(fc.integer({ min: -3, max: 3 }), { freq: 2 }),
  // When Top of Search was bought, in hours before NOW: few values, so ties are common.
  bought_hours: fc.option(fc.integer({ min: 1, max: 4 }), { freq: 4 }),
  created_days: fc.integer({ min: 0, max: 4 }),
  words: fc.subarray(WORDS),
  wheelbase: fc.option(fc.constantFrom(...WHEELBASES), { freq: 4 }),
  roof_height: fc.option(fc.constantFrom(...ROOF_HEIGHTS), { freq: 4 }),
  cab_type: fc.option(fc.constantFrom(...CAB_TYPES), { freq: 4 }),
  seats: fc.option(fc.constantFrom(2, 3, 6), { freq: 4 }),
  payload_kg: fc.option(fc.constantFrom(600, 1000, 1250, 1400), { freq: 4 }),
  gross_vehicle_weight_kg: fc.option(fc.constantFrom(2200, 3500, 3501, 4600), { freq: 4 }),
  // Load spaces around the pallet and box sizes the filters ask for, so fits tie and miss.
  load: fc.option(
    fc.record({
      load_length_mm: fc.constantFrom(1199, 1200, 1600, 2400, 2555, 3400, 4300),
      load_width_mm: fc.constantFrom(1200, 1392, 1700),
      width_between_arches_mm: fc.option(fc.constantFrom(800, 1200, 1350), { freq: 2 }),
      load_height_mm: fc.option(fc.constantFrom(1000, 1406, 1800), { freq: 4 }),
    }),
    { freq: 6 },
  ),
  load_volume_m3: fc.option(fc.constantFrom(3.2, 6, 6.05, 11.5), { freq: 4 }),
});

export function docArbitrary(id: string) {
  return docFields.map(
    ({
      listed,
      place,
      boost_days,
      bought_hours,
      created_days,
      words,
      load,
      ...fields
    }): SearchDoc => {
      const [make, model] = listed;
      const space = load ?? {
        load_length_mm: null,
        load_width_mm: null,
        width_between_arches_mm: null,
        load_height_mm: null,
      };
      return {
        ...fields,
        id,
        version: 1,
        title: `${fields.year} ${make} ${model}`,
        headline: null,
        make,
        model,
        make_slug: slugify(make),
        model_slug: slugify(model),
        location: fields.location_slug,
        latitude: place?.latitude ?? null,
        longitude: place?.longitude ?? null,
        boost_expires: boost_days === null ? null : NOW.getTime() + boost_days * DAY_MS,
        search_boost_until: boost_days === null ? null : NOW.getTime() + boost_days * DAY_MS,
        search_boosted_at: bought_hours === null ? null : NOW.getTime() - bought_hours * 3_600_000,
        created_at: NOW.getTime() - created_days * DAY_MS,
        image_url: null,
        words: [...new Set([...slugify(`${make} ${model}`).split('-'), ...words])].join(' '),
        load_length_mm: space.load_length_mm,
        load_floor_width_mm: floorWidthOf(space),
        load_height_mm: space.load_height_mm,
        euro_pallets: euroPalletsOf(space),
        price_cut_at: null,
      };
    },
  );
}

/** Ids whose order differs from insertion order. */
export const idArbitrary = fc.stringMatching(/^[a-f0-9]{6}$/);

/** Up to `maxLength` documents, sizes spread over the whole range (not biased to small). */
export function docsArbitrary(maxLength: number) {
  return fc
    .integer({ min: 0, max: maxLength })
    .chain((length) => fc.uniqueArray(idArbitrary, { minLength: length, maxLength: length }))
    .chain((ids) =>
      ids.length === 0 ? fc.constant<SearchDoc[]>([]) : fc.tuple(...ids.map(docArbitrary)),
    );
}

const range = (values: number[]) =>
  fc.record(
    { min: fc.constantFrom(...values), max: fc.constantFrom(...values) },
    { requiredKeys: [] },
  );

const filterChoices = {
  makeModel: fc.oneof(
    fc.constantFrom(...MAKES_LISTED, 'Kia' as Make).map((make) => ({ make, model: undefined })),
    fc
      .constantFrom(...MAKES_LISTED)
      .chain((make) =>
        fc.constantFrom(...MAKES_AND_MODELS[make]).map((model) => ({ make, model })),
      ),
  ),
  location: fc.constantFrom(...LOCATIONS, 'nowhere'),
  search: fc.constantFrom(...QUERIES),
  year: range([2011, 2013, 2014, 2016]),
  price: range([1000, 2500, 3000, 5000]),
  mileage: range([0, 20_000, 40_000]),
  engine: range([1499, 1600, 2000, 2198]),
  condition: fc.constantFrom(...CONDITIONS),
  fuelType: fc.constantFrom(...FUEL_TYPES),
  transmission: fc.constantFrom(...TRANSMISSIONS),
  bodyType: fc.constantFrom(...BODY_TYPES.slice(0, 3)),
  sellerType: fc.constantFrom(...SELLER_TYPES),
  serviceHistory: fc.constantFrom(...SERVICE_HISTORIES),
  features: fc.subarray(SOME_FEATURES, { minLength: 1, maxLength: 2 }),
  ulezCompliant: fc.boolean(),
  priceIncludesVat: fc.boolean(),
  priceNegotiable: fc.boolean(),
  v5cLogbookAvailable: fc.boolean(),
  hpiClear: fc.boolean(),
  motExpiryDate: fc.constantFrom(...MOT_DATES),
  minPayload: fc.constantFrom(1, 1000, 1250, 1401),
  minLoadLength: fc.constantFrom(1200, 2400, 3000),
  minLoadVolume: fc.constantFrom(0.1, 6, 6.1, 11.5),
  roofHeight: fc.subarray([...ROOF_HEIGHTS], { minLength: 1, maxLength: 2 }),
  wheelbase: fc.subarray([...WHEELBASES], { minLength: 1, maxLength: 2 }),
  cabType: fc.constantFrom(...CAB_TYPES),
  minSeats: fc.constantFrom(1, 3, 5),
  carLicence: fc.constant(true as const),
  goodPrice: fc.constant(true as const),
  minEuroPallets: fc.constantFrom(1, 2, 3, 5),
  fitsLoad: fc.record(
    {
      fitLength: fc.constantFrom(800, 1200, 2500, 3000),
      fitWidth: fc.constantFrom(800, 1200, 1350),
      fitHeight: fc.constantFrom(1000, 1406, 1500),
    },
    { requiredKeys: ['fitLength', 'fitWidth'] },
  ),
};
type Choice = keyof typeof filterChoices;
const CHOICES = Object.keys(filterChoices) as Choice[];

/** A few filters at a time (often none or one), so results are neither always empty nor full. */
export const filtersArbitrary: fc.Arbitrary<SearchFilters> = fc
  .subarray(CHOICES, { maxLength: 5 })
  .chain((keys) => fc.record(Object.fromEntries(keys.map((key) => [key, filterChoices[key]]))))
  .map((chosen) => {
    const { makeModel, year, price, mileage, engine, fitsLoad, ...rest } = chosen as Partial<{
      [K in Choice]: (typeof filterChoices)[K] extends fc.Arbitrary<infer T> ? T : never;
    }>;
    const filters: SearchFilters = { ...rest, ...fitsLoad };
    if (makeModel) {
      filters.make = slugify(makeModel.make);
      if (makeModel.model) filters.model = slugify(makeModel.model);
    }
    if (year) [filters.minYear, filters.maxYear] = [year.min, year.max];
    if (price) [filters.minPrice, filters.maxPrice] = [price.min, price.max];
    if (mileage) [filters.minMileage, filters.maxMileage] = [mileage.min, mileage.max];
    if (engine) [filters.minEngineCc, filters.maxEngineCc] = [engine.min, engine.max];
    return Object.fromEntries(
      Object.entries(filters).filter(([, value]) => value !== undefined),
    ) as SearchFilters;
  });

export const queryArbitrary: fc.Arbitrary<EngineQuery> = fc.record({
  filters: filtersArbitrary,
  origin: fc.option(point, { freq: 2 }),
  radiusMiles: fc.option(
    fc.oneof(fc.constantFrom(5, 25, 50, 100, 200), fc.double({ min: 0, max: 400, noNaN: true })),
    { freq: 4 },
  ),
  // A dealer page's stock: one seller's vans (decision 069); 'seller-z' has none.
  sellerId: fc.option(fc.constantFrom('seller-a', 'seller-b', 'seller-z'), { freq: 3 }),
  sort: fc.constantFrom(...SORTS),
  page: fc.integer({ min: 1, max: 4 }),
  pageSize: fc.constantFrom(1, 3, 10, 24),
  now: fc.integer({ min: -2, max: 2 }).map((days) => new Date(NOW.getTime() + days * DAY_MS)),
});
