/**
 * In-process benchmark of the search engine alone (no HTTP, no geocoding):
 *
 *   npx tsx bench/search-engine.ts [--count 100000] [--runs 200] [--seed 1] [--only name]
 *
 * Builds `count` synthetic search documents spread like a real UK stock of used vans, builds
 * the index, then times each query scenario and prints p50/p95/p99 in milliseconds.
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import {
  BODY_TYPES,
  FUEL_TYPES,
  SERVICE_HISTORIES,
  type BodyType,
  type FuelType,
} from '#shared/catalogue/enums';
import { MAKES_AND_MODELS, MAKES } from '#shared/catalogue/makes';
import type { LatLng } from '#shared/geo';
import { FEATURE_SLUGS, type SearchFilters } from '#shared/search/filters';
import type { SortKey } from '#shared/search/constants';
import { slugify } from '#shared/slug';
import { euroPalletsOf, floorWidthOf } from '#shared/search/van-load-space';
import { CAB_TYPES, ROOF_HEIGHTS, WHEELBASES } from '#shared/vehicle/van-specs';
import { createSearchIndex } from '#lambdas/search/engine/create-search-index';
import { normaliseWords } from '#lambdas/search/search-doc';
import type { EngineQuery, SearchDoc, SearchIndex } from '#lambdas/search/types';
import { percentile, round } from './stats';

const NOW = new Date('2026-11-22T12:00:00Z');

/** mulberry32: small, fast and deterministic for a seed. */
function rngOf(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  // Skewed towards the start of the list, like make shares or word frequencies.
  const skewed = <T>(items: readonly T[]): T => items[Math.floor(next() ** 2.2 * items.length)]!;
  return { next, int, pick, skewed, chance: (p: number) => next() < p };
}
type Rng = ReturnType<typeof rngOf>;

const CITIES: (LatLng & { name: string; weight: number })[] = [
  { name: 'London', latitude: 51.5074, longitude: -0.1278, weight: 14 },
  { name: 'Birmingham', latitude: 52.4862, longitude: -1.8904, weight: 5 },
  { name: 'Manchester', latitude: 53.4808, longitude: -2.2426, weight: 5 },
  { name: 'Leeds', latitude: 53.8008, longitude: -1.5491, weight: 3 },
  { name: 'Glasgow', latitude: 55.8642, longitude: -4.2518, weight: 3 },
  { name: 'Liverpool', latitude: 53.4084, longitude: -2.9916, weight: 2 },
  { name: 'Bristol', latitude: 51.4545, longitude: -2.5879, weight: 2 },
  { name: 'Newcastle', latitude: 54.9783, longitude: -1.6178, weight: 2 },
  { name: 'Cardiff', latitude: 51.4816, longitude: -3.1791, weight: 1.5 },
  { name: 'Edinburgh', latitude: 55.9533, longitude: -3.1883, weight: 1.5 },
  { name: 'Norwich', latitude: 52.6309, longitude: 1.2974, weight: 1 },
  { name: 'Exeter', latitude: 50.7184, longitude: -3.5339, weight: 1 },
];
const COMMON_WORDS = (
  'van panel white ply lined full service history mot tidy clean drives well one owner ' +
  'low mileage bulkhead racking roof rack tow bar air conditioning cruise control sat nav ' +
  'bluetooth parking sensors reversing camera side loading door twin rear doors long ' +
  'wheelbase high roof crew cab dropside tipper luton tail lift refrigerated camper ' +
  'conversion diesel manual automatic euro ulez compliant px welcome finance available ' +
  'warranty nationwide delivery hpi clear logbook keys spare new tyres brakes clutch ' +
  'timing belt cambelt replaced recently serviced main dealer trade sale no vat ready ' +
  'to work builder plumber electrician courier multidrop transporter transit silver ' +
  'black blue red grey metallic electric windows central locking alloy wheels ' +
  'heated seats mirrors dab radio usb phone holder shelving lights beacon ladder ' +
  'excellent condition good great cheap bargain priced quick sale first see will ' +
  'buy inspection welcome viewing appointment only call text email any questions'
).split(' ');
// A long tail of rarer words, as real adverts have (street names, part numbers, typos).
const RARE_WORDS = Array.from(
  { length: 20_000 },
  (_, i) => `w${i.toString(36)}x${(i * 7919).toString(36)}`,
);

function descriptionOf(rng: Rng): string {
  const length = rng.int(40, 80);
  return Array.from({ length }, () =>
    rng.chance(0.85) ? rng.skewed(COMMON_WORDS) : rng.pick(RARE_WORDS),
  ).join(' ');
}

function placeOf(rng: Rng): LatLng & { location: string } {
  if (rng.chance(0.6)) {
    const total = CITIES.reduce((sum, city) => sum + city.weight, 0);
    let draw = rng.next() * total;
    const city = CITIES.find((c) => (draw -= c.weight) < 0) ?? CITIES[0]!;
    return {
      location: slugify(city.name),
      latitude: round(city.latitude + (rng.next() - 0.5) * 0.4, 4),
      longitude: round(city.longitude + (rng.next() - 0.5) * 0.6, 4),
    };
  }
  // Towns: one of 2,000 places over Great Britain's bounding box.
  const town = rng.int(0, 1999);
  const place = rngOf(town + 7);
  return {
    location: `town-${town}`,
    latitude: round(50 + place.next() * 8.5, 4),
    longitude: round(-6 + place.next() * 7.8, 4),
  };
}

/** Load spaces of common vans (length, width, between arches, height in mm; volume m³). */
const LOAD_SPACES = [
  [1817, 1526, 1220, 1305, 3.6],
  [2555, 1775, 1392, 1406, 6],
  [2922, 1775, 1392, 1406, 6.8],
  [3044, 1784, 1392, 1886, 10],
  [3494, 1784, 1392, 2025, 11.5],
  [4307, 1784, 1392, 2025, 14.2],
  [4300, 1780, 1350, 1940, 15.5],
  [4100, 2030, 2030, 2150, 19.5],
] as const;

/**
 * The van's specification, drawn from its own generator (seeded by the index) so the data every
 * other field was measured with stays the same: ~85 % state a load space, ~90 % a GVW.
 */
function syntheticVanSpecs(index: number) {
  const rng = rngOf(index * 31 + 11);
  const space = rng.chance(0.85) ? rng.pick(LOAD_SPACES) : null;
  const gvw = rng.chance(0.9) ? rng.pick([2000, 2800, 3100, 3500, 3500, 3500, 4100, 4600]) : null;
  const loadSpace = space && {
    load_length_mm: space[0],
    load_width_mm: space[1],
    width_between_arches_mm: space[2],
    load_height_mm: space[3],
  };
  return {
    wheelbase: rng.chance(0.9) ? rng.pick(WHEELBASES) : null,
    roof_height: rng.chance(0.85) ? rng.pick(ROOF_HEIGHTS) : null,
    cab_type: rng.chance(0.9) ? rng.pick(CAB_TYPES) : null,
    seats: rng.chance(0.9) ? rng.pick([2, 3, 3, 3, 5, 6, 9]) : null,
    payload_kg: gvw === null ? null : Math.round(gvw * (0.25 + rng.next() * 0.15)),
    gross_vehicle_weight_kg: gvw,
    load_length_mm: space ? space[0] : null,
    load_floor_width_mm: loadSpace ? floorWidthOf(loadSpace) : null,
    load_height_mm: space ? space[3] : null,
    load_volume_m3: space ? space[4] : null,
    euro_pallets: loadSpace ? euroPalletsOf(loadSpace) : null,
  };
}

type VanSpecFields = ReturnType<typeof syntheticVanSpecs>;

function syntheticDoc(rng: Rng, index: number): SearchDoc {
  const doc = { ...syntheticFields(rng, index), ...syntheticVanSpecs(index) };
  // Top of Search ends with the boost, bought some days before it (no draw: the data stays).
  return {
    ...doc,
    search_boost_until: doc.search_featured ? doc.boost_expires : null,
    search_boosted_at:
      doc.search_featured && doc.boost_expires !== null
        ? doc.boost_expires - (7 + (index % 23)) * 86_400_000
        : null,
    // One van in seven cut some days ago, as the demo dealer's (no draw: the data stays).
    price_cut_at: index % 7 === 3 ? NOW.getTime() - (index % 20) * 86_400_000 : null,
  };
}

function syntheticFields(
  rng: Rng,
  index: number,
): Omit<
  SearchDoc,
  'search_boost_until' | 'search_boosted_at' | 'price_cut_at' | keyof VanSpecFields
> {
  const make = rng.skewed(MAKES);
  const model = rng.skewed(MAKES_AND_MODELS[make]);
  const year = Math.max(1985, 2026 - Math.floor(rng.next() ** 1.6 * 30));
  const fuel: FuelType = rng.chance(0.82) ? 'diesel' : rng.pick(FUEL_TYPES);
  const place = placeOf(rng);
  const description = descriptionOf(rng);
  const created = NOW.getTime() - rng.int(0, 120) * 86_400_000 - rng.int(0, 86_399_999);
  const boosted = rng.chance(0.05);
  return {
    id: `listing-${index.toString().padStart(7, '0')}`,
    version: created,
    title: `${year} ${make} ${model}`,
    headline: null,
    // Dealers of about 100 vans each (the dealer page's stock is a seller's rows).
    seller_id: `bench-seller-${index % 1000}`,
    make,
    model,
    make_slug: slugify(make),
    model_slug: slugify(model),
    year,
    price: Math.round(Math.max(500, 40_000 * 0.85 ** (2026 - year) * (0.6 + rng.next())) / 5) * 5,
    price_includes_vat: rng.chance(0.4),
    price_negotiable: rng.chance(0.5),
    mileage: Math.round((2026 - year) * rng.int(6000, 20000) * (0.5 + rng.next())),
    fuel_type: fuel,
    transmission: rng.chance(0.85) ? 'manual' : 'automatic',
    condition: year >= 2026 && rng.chance(0.5) ? 'new' : 'used',
    body_type: rng.chance(0.95) ? (rng.skewed(BODY_TYPES) as BodyType) : null,
    engine_size_cc:
      fuel === 'electric' ? null : rng.pick([1461, 1499, 1598, 1995, 2143, 2198, 2999]),
    ulez_compliant: fuel === 'electric' || year >= 2016,
    location: place.location,
    location_slug: place.location,
    latitude: rng.chance(0.97) ? place.latitude : null,
    longitude: rng.chance(0.97) ? place.longitude : null,
    seller_type: rng.chance(0.6) ? 'trade_dealer' : 'private_seller',
    mot_expiry_date: rng.chance(0.9) ? `2027-${String(rng.int(1, 12)).padStart(2, '0')}-15` : null,
    service_history: rng.chance(0.8) ? rng.pick(SERVICE_HISTORIES) : null,
    v5c_logbook_available: rng.chance(0.9),
    hpi_clear: rng.chance(0.85),
    features: FEATURE_SLUGS.filter(() => rng.chance(0.2)),
    search_featured: boosted && rng.chance(0.7),
    homepage_featured: boosted && rng.chance(0.5),
    boost_expires: boosted ? NOW.getTime() + rng.int(-5, 30) * 86_400_000 : null,
    created_at: created,
    image_url: `/images/listings/${index}/1/640.webp`,
    words: [
      ...new Set(normaliseWords(`${make} ${model} ${year} ${make} ${model} ${description}`)),
    ].join(' '),
  };
}

type Scenario = {
  name: string;
  query: (rng: Rng) => Partial<EngineQuery> & { filters: SearchFilters };
};

const city = (rng: Rng) => {
  const { latitude, longitude } = rng.pick(CITIES);
  return { latitude, longitude };
};
const SCENARIOS: Scenario[] = [
  { name: 'browse all (featured)', query: () => ({ filters: {} }) },
  {
    name: 'pallets + car licence',
    query: (rng) => ({ filters: { minEuroPallets: rng.int(1, 5), carLicence: true } }),
  },
  {
    name: 'fits my load',
    query: (rng) => ({
      filters: { fitLength: rng.int(1000, 3000), fitWidth: rng.int(800, 1400), fitHeight: 1500 },
    }),
  },
  {
    name: 'roof + wheelbase + payload',
    query: () => ({
      filters: { roofHeight: ['high', 'super_high'], wheelbase: ['lwb', 'xlwb'], minPayload: 1000 },
    }),
  },
  { name: 'make', query: (rng) => ({ filters: { make: slugify(rng.skewed(MAKES)) } }) },
  {
    name: 'make + model',
    query: (rng) => {
      const make = rng.skewed(MAKES);
      return { filters: { make: slugify(make), model: slugify(rng.pick(MAKES_AND_MODELS[make])) } };
    },
  },
  {
    name: 'price + mileage + fuel, price-asc',
    query: (rng) => ({
      filters: {
        minPrice: rng.int(0, 10) * 1000,
        maxPrice: 25_000,
        maxMileage: 120_000,
        fuelType: 'diesel',
      },
      sort: 'price-asc',
    }),
  },
  {
    name: 'text one word',
    query: (rng) => ({ filters: { search: rng.pick(['transit', 'sprinter', 'ply', 'racking']) } }),
  },
  {
    name: 'text prefix',
    query: (rng) => ({ filters: { search: rng.pick(['transp', 'tr', 'ref', 'ca']) } }),
  },
  { name: 'text three words', query: () => ({ filters: { search: 'white panel ply' } }) },
  {
    name: 'radius 50 (featured)',
    query: (rng) => ({ filters: {}, origin: city(rng), radiusMiles: 50 }),
  },
  {
    name: 'radius 25 distance + make',
    query: (rng) => ({
      filters: { make: 'ford' },
      origin: city(rng),
      radiusMiles: 25,
      sort: 'distance',
    }),
  },
  {
    name: 'radius 200 price-desc',
    query: (rng) => ({ filters: {}, origin: city(rng), radiusMiles: 200, sort: 'price-desc' }),
  },
  {
    name: 'national (featured)',
    query: (rng) => ({ filters: {}, origin: city(rng), radiusMiles: null }),
  },
  {
    name: 'national distance page 40',
    query: (rng) => ({
      filters: {},
      origin: city(rng),
      radiusMiles: null,
      sort: 'distance',
      page: 40,
    }),
  },
  {
    name: 'many filters',
    query: () => ({
      filters: {
        minYear: 2015,
        maxPrice: 30_000,
        transmission: 'manual',
        sellerType: 'trade_dealer',
        features: ['ply-lining', 'bulkhead'],
        ulezCompliant: true,
        hpiClear: true,
        motExpiryDate: '2027-03-01',
        serviceHistory: 'full',
      },
      sort: 'mileage-asc',
    }),
  },
  {
    name: 'no results + relax',
    query: (rng) => ({
      filters: {
        make: 'ford',
        model: 'transit',
        maxPrice: 600,
        location: 'london',
        search: 'camper',
      },
      origin: city(rng),
      radiusMiles: 10,
    }),
  },
  {
    name: 'deep page newest',
    query: (rng) => ({ filters: {}, sort: 'newest', page: rng.int(1000, 4000) }),
  },
];

function fullQuery(partial: Partial<EngineQuery> & { filters: SearchFilters }): EngineQuery {
  return {
    origin: null,
    radiusMiles: null,
    sort: (partial.sort ?? 'featured') as SortKey,
    page: 1,
    pageSize: 24,
    now: NOW,
    ...partial,
  };
}

function time(fn: () => void): number {
  const started = process.hrtime.bigint();
  fn();
  return Number(process.hrtime.bigint() - started) / 1e6;
}

function report(name: string, sample: number[], extra = '') {
  const p = (q: number) => round(percentile(sample, q), 2).toFixed(2).padStart(7);
  console.log(`${name.padEnd(36)} ${p(50)} ${p(95)} ${p(99)}${extra}`);
}

/** `count` synthetic documents, the same for a seed. */
export function syntheticDocs(count: number, seed = 1): SearchDoc[] {
  const rng = rngOf(seed);
  return Array.from({ length: count }, (_, i) => syntheticDoc(rng, i));
}

function main() {
  const { values } = parseArgs({
    options: {
      count: { type: 'string', default: '100000' },
      runs: { type: 'string', default: '200' },
      seed: { type: 'string', default: '1' },
      only: { type: 'string' },
    },
  });
  const COUNT = Number(values.count);
  const RUNS = Number(values.runs);
  const docs = syntheticDocs(COUNT, Number(values.seed));
  let index: SearchIndex | undefined;
  const buildMs = time(() => {
    index = createSearchIndex(docs);
  });
  const engine = index!;
  const heapMb = process.memoryUsage().heapUsed / 1e6;
  console.log(
    `${COUNT.toLocaleString('en-GB')} docs: build ${round(buildMs, 0)} ms, heap ${round(heapMb, 0)} MB`,
  );
  console.log(
    `${'scenario (ms)'.padEnd(36)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'p99'.padStart(7)}`,
  );

  const scenarios = SCENARIOS.filter((s) => !values.only || s.name.includes(values.only));
  for (const scenario of scenarios) {
    const queryRng = rngOf(42);
    for (let i = 0; i < 20; i++) engine.query(fullQuery(scenario.query(queryRng))); // warm-up
    let total = 0;
    const sample = Array.from({ length: RUNS }, () => {
      const query = fullQuery(scenario.query(queryRng));
      return time(() => {
        total += engine.query(query).total;
      });
    });
    report(
      scenario.name,
      sample,
      `   (avg total ${Math.round(total / RUNS).toLocaleString('en-GB')})`,
    );
  }

  // Listings change while buyers search: one change, then a query that sees it.
  const churnRng = rngOf(7);
  const upserts: number[] = [];
  const removes: number[] = [];
  const afterChange: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const doc = syntheticDoc(churnRng, churnRng.int(0, COUNT * 1.1));
    upserts.push(time(() => engine.upsert(doc)));
    const gone = `listing-${churnRng
      .int(0, COUNT - 1)
      .toString()
      .padStart(7, '0')}`;
    removes.push(time(() => engine.remove(gone)));
    const query = fullQuery({
      filters: { search: 'transit' },
      sort: churnRng.pick(['featured', 'price-asc']),
    });
    afterChange.push(time(() => engine.query(query)));
  }
  report('upsert', upserts);
  report('remove', removes);
  report('query right after a change', afterChange);
}

// Run only as a script, not when a test or tool imports syntheticDocs.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
