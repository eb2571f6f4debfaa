import type { EngineHit, EngineQuery, EngineResult, SearchDoc } from '#lambdas/search/types';
import { normaliseWords } from '#lambdas/search/search-doc';
import { makeFromSlug, modelFromSlug, modelsOf } from '#shared/catalogue/makes';
import { slugify } from '#shared/slug';
import { distanceMiles } from '#shared/geo';
import { modelMatches } from '#shared/search/model-match';
import type { FilterGroup, SearchFacets } from '#shared/search/response';
import { loadsThatFit } from '#shared/vehicle/load-fit';
import { COMPARABLE_MILES, COMPARABLE_YEARS } from '#shared/valuation/market';
import {
  BAND_MIN_COMPARABLES,
  isGoodOrBetter,
  priceBandOf,
  type PriceBand,
  type PriceIndicator,
} from '#shared/valuation/price-band';
import { priceWithVat } from '#shared/vat';

/**
 * The search engine's specification as the plainest code: every document checked against every
 * filter, facets and relaxations by re-running the filters without a group, a full sort. Slow
 * and obviously right, so the engine is tested against it.
 */

const GROUP_ORDER: FilterGroup[] = [
  'make',
  'model',
  'location',
  'search',
  'radius',
  'year',
  'price',
  'goodPrice',
  'mileage',
  'engine',
  'condition',
  'fuelType',
  'transmission',
  'bodyType',
  'sellerType',
  'features',
  'ulezCompliant',
  'priceIncludesVat',
  'priceNegotiable',
  'motExpiryDate',
  'serviceHistory',
  'v5cLogbookAvailable',
  'hpiClear',
  'payload',
  'loadLength',
  'loadVolume',
  'roofHeight',
  'wheelbase',
  'cabType',
  'seats',
  'carLicence',
  'euroPallets',
  'fitsLoad',
];

const within = (value: number | null, min?: number, max?: number) =>
  value !== null && (min === undefined || value >= min) && (max === undefined || value <= max);

/**
 * The price indicator the slow way: every other document of the same make and model slugs
 * within the years and miles either side, their median price as a buyer pays it (VAT added to
 * a dealer's 'plus VAT' price), and the band of the van's own such price.
 */
export function oracleIndicator(
  allDocs: readonly SearchDoc[],
  doc: SearchDoc,
): PriceIndicator | null {
  const prices = allDocs
    .filter(
      (other) =>
        other.id !== doc.id &&
        other.make_slug === doc.make_slug &&
        other.model_slug === doc.model_slug &&
        Math.abs(other.year - doc.year) <= COMPARABLE_YEARS &&
        Math.abs(other.mileage - doc.mileage) <= COMPARABLE_MILES,
    )
    .map((other) => priceWithVat(other))
    .sort((a, b) => a - b);
  if (prices.length < BAND_MIN_COMPARABLES) return null;
  const middle = Math.floor(prices.length / 2);
  const typical = Math.round(
    prices.length % 2 === 1 ? prices[middle]! : (prices[middle - 1]! + prices[middle]!) / 2,
  );
  return {
    band: priceBandOf(priceWithVat(doc), typical),
    typical_price: typical,
    comparables: prices.length,
  };
}

/** The band of oracleIndicator. */
export function oracleBand(allDocs: readonly SearchDoc[], doc: SearchDoc): PriceBand | null {
  return oracleIndicator(allDocs, doc)?.band ?? null;
}

function predicates(
  query: EngineQuery,
  bands: Map<string, PriceBand | null> = new Map(),
): Map<FilterGroup, (doc: SearchDoc) => boolean> {
  const f = query.filters;
  const tests = new Map<FilterGroup, (doc: SearchDoc) => boolean>();
  if (f.goodPrice) tests.set('goodPrice', (doc) => isGoodOrBetter(bands.get(doc.id)));
  if (f.make !== undefined) tests.set('make', (doc) => doc.make_slug === f.make);
  if (f.model !== undefined) {
    const make = makeFromSlug(f.make ?? '');
    const name = (make && modelFromSlug(make, f.model)) || f.model.replace(/-/g, ' ');
    tests.set('model', (doc) => modelMatches(name, doc.model));
  }
  if (f.location !== undefined) tests.set('location', (doc) => doc.location_slug === f.location);
  const words = normaliseWords(f.search ?? '');
  if (words.length > 0) {
    tests.set('search', (doc) => {
      const docWords = doc.words.split(' ');
      return words.every((word) =>
        docWords.some((w) => w === word || (word.length >= 2 && w.startsWith(word))),
      );
    });
  }
  if (query.origin && query.radiusMiles !== null) {
    const { origin, radiusMiles } = query;
    tests.set('radius', (doc) => distanceMiles(origin, located(doc)) <= radiusMiles);
  }
  const ranges = [
    ['year', (d: SearchDoc) => d.year, f.minYear, f.maxYear],
    ['price', (d: SearchDoc) => d.price, f.minPrice, f.maxPrice],
    ['mileage', (d: SearchDoc) => d.mileage, f.minMileage, f.maxMileage],
    ['engine', (d: SearchDoc) => d.engine_size_cc, f.minEngineCc, f.maxEngineCc],
  ] as const;
  for (const [group, value, min, max] of ranges) {
    if (min !== undefined || max !== undefined)
      tests.set(group, (doc) => within(value(doc), min, max));
  }
  const equalities = [
    ['condition', 'condition', f.condition],
    ['fuelType', 'fuel_type', f.fuelType],
    ['transmission', 'transmission', f.transmission],
    ['bodyType', 'body_type', f.bodyType],
    ['sellerType', 'seller_type', f.sellerType],
    ['serviceHistory', 'service_history', f.serviceHistory],
    ['ulezCompliant', 'ulez_compliant', f.ulezCompliant],
    ['priceIncludesVat', 'price_includes_vat', f.priceIncludesVat],
    ['priceNegotiable', 'price_negotiable', f.priceNegotiable],
    ['v5cLogbookAvailable', 'v5c_logbook_available', f.v5cLogbookAvailable],
    ['hpiClear', 'hpi_clear', f.hpiClear],
  ] as const;
  for (const [group, field, value] of equalities) {
    if (value !== undefined) tests.set(group, (doc) => doc[field] === value);
  }
  if (f.features && f.features.length > 0) {
    const wanted = f.features;
    tests.set('features', (doc) => wanted.every((slug) => doc.features.includes(slug)));
  }
  if (f.motExpiryDate !== undefined) {
    const date = f.motExpiryDate;
    tests.set(
      'motExpiryDate',
      (doc) => doc.mot_expiry_date !== null && doc.mot_expiry_date >= date,
    );
  }
  const atLeast = [
    ['payload', (d: SearchDoc) => d.payload_kg, f.minPayload],
    ['loadLength', (d: SearchDoc) => d.load_length_mm, f.minLoadLength],
    ['seats', (d: SearchDoc) => d.seats, f.minSeats],
    ['euroPallets', (d: SearchDoc) => d.euro_pallets, f.minEuroPallets],
  ] as const;
  for (const [group, value, min] of atLeast) {
    if (min !== undefined) tests.set(group, (doc) => within(value(doc), min));
  }
  if (f.minLoadVolume !== undefined) {
    // Compared at a hundredth of a cubic metre.
    const min = Math.round(f.minLoadVolume * 100);
    tests.set(
      'loadVolume',
      (doc) => doc.load_volume_m3 !== null && Math.round(doc.load_volume_m3 * 100) >= min,
    );
  }
  const roofs = f.roofHeight;
  if (roofs)
    tests.set('roofHeight', (doc) => doc.roof_height !== null && roofs.includes(doc.roof_height));
  const wheelbases = f.wheelbase;
  if (wheelbases) {
    tests.set('wheelbase', (doc) => doc.wheelbase !== null && wheelbases.includes(doc.wheelbase));
  }
  if (f.cabType !== undefined) tests.set('cabType', (doc) => doc.cab_type === f.cabType);
  if (f.carLicence) {
    tests.set(
      'carLicence',
      (doc) => doc.gross_vehicle_weight_kg !== null && doc.gross_vehicle_weight_kg <= 3500,
    );
  }
  if (f.fitLength !== undefined && f.fitWidth !== undefined) {
    const load = { length_mm: f.fitLength, width_mm: f.fitWidth, height_mm: f.fitHeight };
    tests.set('fitsLoad', (doc) => {
      if (doc.load_length_mm === null || doc.load_floor_width_mm === null) return false;
      // A load with a height fits only under a roof whose height the van states.
      if (load.height_mm !== undefined && doc.load_height_mm === null) return false;
      const space = {
        length_mm: doc.load_length_mm,
        width_mm: doc.load_floor_width_mm,
        height_mm: doc.load_height_mm,
      };
      return loadsThatFit(space, load) >= 1;
    });
  }
  return tests;
}

/** 'At least n' pallets for each n with vans: the facet of the Euro pallets filter. */
function palletFacet(docs: SearchDoc[]): Record<string, number> {
  const facet: Record<string, number> = {};
  for (let n = 1; n <= 8; n++) {
    const count = docs.filter((doc) => (doc.euro_pallets ?? 0) >= n).length;
    if (count > 0) facet[String(n)] = count;
  }
  return facet;
}

function located(doc: SearchDoc) {
  return { latitude: doc.latitude!, longitude: doc.longitude! };
}

/** A Top of Search boost running at `now` (decision 032: Homepage Featured lifts nothing here). */
export function isBoostedAt(doc: SearchDoc, now: Date): boolean {
  return (
    doc.search_featured && doc.search_boost_until !== null && doc.search_boost_until > now.getTime()
  );
}

type Compare = (a: SearchDoc, b: SearchDoc) => number;
const byId: Compare = (a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const newest: Compare = (a, b) => b.created_at - a.created_at || byId(a, b);

function comparator(query: EngineQuery): Compare {
  const origin = query.origin;
  const distance = (doc: SearchDoc) => distanceMiles(origin!, located(doc));
  const nearest: Compare = (a, b) => distance(a) - distance(b) || byId(a, b);
  const boosted = (doc: SearchDoc) => isBoostedAt(doc, query.now);
  const featured: Compare = (a, b) => {
    if (boosted(a) !== boosted(b)) return boosted(a) ? -1 : 1;
    // The latest bought first; a boost of unknown purchase time last among them.
    if (boosted(a)) return (b.search_boosted_at ?? 0) - (a.search_boosted_at ?? 0) || newest(a, b);
    return origin ? nearest(a, b) : newest(a, b);
  };
  switch (query.sort) {
    case 'distance':
      return origin ? nearest : featured;
    case 'price-asc':
      return (a, b) => a.price - b.price || byId(a, b);
    case 'price-desc':
      return (a, b) => b.price - a.price || byId(a, b);
    case 'mileage-asc':
      return (a, b) => a.mileage - b.mileage || newest(a, b);
    case 'year-desc':
      return (a, b) => b.year - a.year || newest(a, b);
    case 'newest':
      return newest;
    case 'featured':
      return featured;
  }
}

function countBy(docs: SearchDoc[], key: (doc: SearchDoc) => string | null) {
  const counts: Record<string, number> = {};
  for (const doc of docs) {
    const value = key(doc);
    if (value !== null) counts[value] = (counts[value] ?? 0) + 1;
  }
  return counts;
}

/**
 * For each model of the chosen make (the catalogue's and any listed), how many vans the search
 * would show with that model chosen: the query itself, re-run with the model swapped in.
 */
function modelFacetOf(
  docs: SearchDoc[],
  query: EngineQuery,
  candidates: SearchDoc[],
  bands: Map<string, PriceBand | null>,
): Record<string, number> {
  const make = makeFromSlug(query.filters.make ?? '');
  // The options: the catalogue's models and those of the vans the other filters leave.
  const slugs = new Set([
    ...modelsOf(make ?? '').map(slugify),
    ...candidates.map((d) => d.model_slug),
  ]);
  const facet: Record<string, number> = {};
  for (const model of slugs) {
    const tests = predicates({ ...query, filters: { ...query.filters, model } }, bands);
    const count = docs.filter((doc) => [...tests.values()].every((test) => test(doc))).length;
    if (count > 0) facet[model] = count;
  }
  return facet;
}

export function oracleQuery(allDocs: Iterable<SearchDoc>, query: EngineQuery): EngineResult {
  const everyDoc = [...allDocs];
  const bands = new Map(everyDoc.map((doc) => [doc.id, oracleBand(everyDoc, doc)] as const));
  const docs = everyDoc.filter(
    (doc) =>
      (!query.origin || (doc.latitude !== null && doc.longitude !== null)) &&
      (query.sellerId == null || doc.seller_id === query.sellerId),
  );
  const tests = predicates(query, bands);
  const matchingWithout = (...skipped: FilterGroup[]) =>
    docs.filter((doc) => [...tests].every(([group, test]) => skipped.includes(group) || test(doc)));
  const results = matchingWithout().sort(comparator(query));
  const facets: SearchFacets = {
    make: countBy(matchingWithout('make', 'model'), (doc) => doc.make_slug),
    model:
      query.filters.make === undefined
        ? {}
        : modelFacetOf(docs, query, matchingWithout('model'), bands),
    fuelType: countBy(matchingWithout('fuelType'), (doc) => doc.fuel_type),
    transmission: countBy(matchingWithout('transmission'), (doc) => doc.transmission),
    bodyType: countBy(matchingWithout('bodyType'), (doc) => doc.body_type),
    sellerType: countBy(matchingWithout('sellerType'), (doc) => doc.seller_type),
    roofHeight: countBy(matchingWithout('roofHeight'), (doc) => doc.roof_height),
    wheelbase: countBy(matchingWithout('wheelbase'), (doc) => doc.wheelbase),
    cabType: countBy(matchingWithout('cabType'), (doc) => doc.cab_type),
    carLicence: matchingWithout('carLicence').filter(
      (doc) => doc.gross_vehicle_weight_kg !== null && doc.gross_vehicle_weight_kg <= 3500,
    ).length,
    euroPallets: palletFacet(matchingWithout('euroPallets')),
    goodPrice: matchingWithout('goodPrice').filter((doc) => isGoodOrBetter(bands.get(doc.id)))
      .length,
  };
  let relax: EngineResult['relax'] = null;
  if (results.length === 0) {
    for (const group of GROUP_ORDER.filter((g) => tests.has(g))) {
      const total = (group === 'make' ? matchingWithout('make', 'model') : matchingWithout(group))
        .length;
      if (total > (relax?.total ?? 0)) relax = { filter: group, total };
    }
  }
  const start = (query.page - 1) * query.pageSize;
  const hits = results.slice(start, start + query.pageSize).map((doc): EngineHit => ({
    doc,
    distanceMiles: query.origin ? distanceMiles(query.origin, located(doc)) : null,
    boosted: isBoostedAt(doc, query.now),
    priceBand: bands.get(doc.id) ?? null,
  }));
  return { total: results.length, hits, facets, relax };
}
