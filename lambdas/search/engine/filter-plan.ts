import {
  BODY_TYPES,
  CONDITIONS,
  FUEL_TYPES,
  SELLER_TYPES,
  SERVICE_HISTORIES,
  TRANSMISSIONS,
} from '#shared/catalogue/enums';
import { makeFromSlug, modelFromSlug } from '#shared/catalogue/makes';
import type { SearchFilters } from '#shared/search/filters';
import { modelMatches } from '#shared/search/model-match';
import type { FilterGroup } from '#shared/search/response';
import { normaliseWords } from '../search-doc';
import type { EngineQuery } from '../types';
import { CAB_TYPES, ROOF_HEIGHTS, WHEELBASES } from '#shared/vehicle/van-specs';
import { dayNumber, enumCode, featureMask, FLAG, volumeCode, type DocColumns } from './columns';
import { LICENCE } from './van-facet-codes';
import { GOOD_OR_BETTER_MAX_CODE, NO_BAND } from './price-bands';
import { FILTER_GROUPS, GROUP_ID } from './filter-groups';
import { MAKE_FAILED, MODEL_FAILED, type Scratch } from './scratch';

/**
 * Applies one filter group to the candidate rows: counts each failing row's failures, and
 * copies to `out` the rows still relevant, returning how many. A row is relevant while it fails
 * at most one group (make and model aside, or make and model only): such a row is a result or
 * counts towards a facet or a relaxation. Shrinking the list makes each later group cheaper.
 * `out` may be `rows` itself (the copy only moves rows forward).
 */
export type GroupCheck = (
  rows: Int32Array,
  count: number,
  scratch: Scratch,
  out: Int32Array,
) => number;

/** A query's filters compiled against the columns. */
export type FilterPlan = {
  /** The groups the query sets, in FILTER_GROUPS order. */
  active: FilterGroup[];
  /** Most selective first, so the candidate list shrinks early. */
  checks: GroupCheck[];
  /** Distinct normalised query words; empty without free text. */
  words: string[];
  /** The chosen make's code (-1 when no listing has it), or null without a make. */
  makeCode: number | null;
};

type NumericColumn = Float64Array | Int32Array | Uint8Array | Uint32Array;

// Each check runs its own tight loop over the candidates: one monomorphic loop per group is far
// faster than calling a predicate per row and group. Nothing follows a loop (see match-pass.ts).

function inRange(
  group: FilterGroup,
  column: Float64Array,
  min = -Infinity,
  max = Infinity,
): GroupCheck {
  const id = GROUP_ID[group];
  return (rows, count, scratch, out) => {
    const { fails, failedGroup, makeModel } = scratch;
    let kept = 0;
    for (let i = 0; i < count; i++) {
      const row = rows[i]!;
      const value = column[row]!;
      // Written so NaN (an unknown engine size or MOT date) fails every bound.
      if (!(value >= min && value <= max)) {
        const failed = fails[row]! + 1;
        fails[row] = failed;
        failedGroup[row] = id;
        if (failed > 1 || makeModel[row] !== 0) continue;
      }
      out[kept++] = row;
    }
    return kept;
  };
}

function equals(group: FilterGroup, column: NumericColumn, code: number): GroupCheck {
  const id = GROUP_ID[group];
  return (rows, count, scratch, out) => {
    const { fails, failedGroup, makeModel } = scratch;
    let kept = 0;
    for (let i = 0; i < count; i++) {
      const row = rows[i]!;
      if (column[row] !== code) {
        const failed = fails[row]! + 1;
        fails[row] = failed;
        failedGroup[row] = id;
        if (failed > 1 || makeModel[row] !== 0) continue;
      }
      out[kept++] = row;
    }
    return kept;
  };
}

function flagIs(group: FilterGroup, flags: Uint8Array, bit: number, expected: boolean): GroupCheck {
  const id = GROUP_ID[group];
  const wanted = expected ? bit : 0;
  return (rows, count, scratch, out) => {
    const { fails, failedGroup, makeModel } = scratch;
    let kept = 0;
    for (let i = 0; i < count; i++) {
      const row = rows[i]!;
      if ((flags[row]! & bit) !== wanted) {
        const failed = fails[row]! + 1;
        fails[row] = failed;
        failedGroup[row] = id;
        if (failed > 1 || makeModel[row] !== 0) continue;
      }
      out[kept++] = row;
    }
    return kept;
  };
}

function hasEveryFeature(features: Uint32Array, mask: number): GroupCheck {
  const id = GROUP_ID.features;
  return (rows, count, scratch, out) => {
    const { fails, failedGroup, makeModel } = scratch;
    let kept = 0;
    for (let i = 0; i < count; i++) {
      const row = rows[i]!;
      if ((features[row]! & mask) >>> 0 !== mask) {
        const failed = fails[row]! + 1;
        fails[row] = failed;
        failedGroup[row] = id;
        if (failed > 1 || makeModel[row] !== 0) continue;
      }
      out[kept++] = row;
    }
    return kept;
  };
}

/** Free text: the text index has already counted each row's matched words in textMarks. */
function hasEveryWord(wordCount: number): GroupCheck {
  const id = GROUP_ID.search;
  return (rows, count, scratch, out) => {
    const { fails, failedGroup, makeModel, textMarks } = scratch;
    let kept = 0;
    for (let i = 0; i < count; i++) {
      const row = rows[i]!;
      if (textMarks[row] !== wordCount) {
        const failed = fails[row]! + 1;
        fails[row] = failed;
        failedGroup[row] = id;
        if (failed > 1 || makeModel[row] !== 0) continue;
      }
      out[kept++] = row;
    }
    return kept;
  };
}

/** A van figure at least `min` (at least 1: the column's 0, not known, always fails). */
function atLeast(group: FilterGroup, column: Uint8Array | Uint16Array, min: number): GroupCheck {
  const id = GROUP_ID[group];
  const least = Math.max(1, min);
  return (rows, count, scratch, out) => {
    const { fails, failedGroup, makeModel } = scratch;
    let kept = 0;
    for (let i = 0; i < count; i++) {
      const row = rows[i]!;
      if (column[row]! < least) {
        const failed = fails[row]! + 1;
        fails[row] = failed;
        failedGroup[row] = id;
        if (failed > 1 || makeModel[row] !== 0) continue;
      }
      out[kept++] = row;
    }
    return kept;
  };
}

/** Any of several options of an enumeration: `accepted` has 1 at each accepted code. */
function inSet(group: FilterGroup, column: Uint8Array, accepted: Uint8Array): GroupCheck {
  const id = GROUP_ID[group];
  return (rows, count, scratch, out) => {
    const { fails, failedGroup, makeModel } = scratch;
    let kept = 0;
    for (let i = 0; i < count; i++) {
      const row = rows[i]!;
      if (accepted[column[row]!] !== 1) {
        const failed = fails[row]! + 1;
        fails[row] = failed;
        failedGroup[row] = id;
        if (failed > 1 || makeModel[row] !== 0) continue;
      }
      out[kept++] = row;
    }
    return kept;
  };
}

function acceptedCodes(values: readonly string[], chosen: readonly string[]): Uint8Array {
  const accepted = new Uint8Array(256);
  for (const value of chosen) {
    const code = enumCode(values, value);
    // An unknown option (never in validated filters) accepts nothing, not the unknown code.
    if (values.includes(value)) accepted[code] = 1;
  }
  return accepted;
}

/**
 * 'Fits my load' (shared/search/van-load-space.ts, loadFitsOnce): the load's footprint, turned
 * either way, on the floor between the arches; under the roof when a height is given (a van
 * that does not state its height then fails). Unknown figures are 0, so they fail.
 */
function fitsLoad(columns: DocColumns, a: number, b: number, height: number): GroupCheck {
  const id = GROUP_ID.fitsLoad;
  const { loadLength, floorWidth, loadHeight } = columns;
  return (rows, count, scratch, out) => {
    const { fails, failedGroup, makeModel } = scratch;
    let kept = 0;
    for (let i = 0; i < count; i++) {
      const row = rows[i]!;
      const length = loadLength[row]!;
      const width = floorWidth[row]!;
      if (!(
        ((a <= length && b <= width) || (b <= length && a <= width)) &&
        loadHeight[row]! >= height
      )) {
        const failed = fails[row]! + 1;
        fails[row] = failed;
        failedGroup[row] = id;
        if (failed > 1 || makeModel[row] !== 0) continue;
      }
      out[kept++] = row;
    }
    return kept;
  };
}

// Make and model failures go to their own bits: the make facet and the make relaxation ignore
// both, which a single failure count could not tell apart.
function makeIs(column: Int32Array, code: number): GroupCheck {
  return (rows, count, scratch, out) => {
    const { fails, makeModel } = scratch;
    let kept = 0;
    for (let i = 0; i < count; i++) {
      const row = rows[i]!;
      if (column[row] !== code) {
        makeModel[row]! |= MAKE_FAILED;
        if (fails[row] !== 0) continue;
      }
      out[kept++] = row;
    }
    return kept;
  };
}

function modelIn(column: Int32Array, accepted: Uint8Array): GroupCheck {
  return (rows, count, scratch, out) => {
    const { fails, makeModel } = scratch;
    let kept = 0;
    for (let i = 0; i < count; i++) {
      const row = rows[i]!;
      if (accepted[column[row]!] !== 1) {
        makeModel[row]! |= MODEL_FAILED;
        if (fails[row] !== 0) continue;
      }
      out[kept++] = row;
    }
    return kept;
  };
}

/** The band codes 'Good price or better' accepts: great and good, never NO_BAND. */
const GOOD_OR_BETTER_CODES = Uint8Array.from({ length: 256 }, (_, code) =>
  code !== NO_BAND && code <= GOOD_OR_BETTER_MAX_CODE ? 1 : 0,
);

/** Rough selectivity, most selective first: the order checks run in. */
const CHECK_ORDER: readonly FilterGroup[] = [
  'location',
  'search',
  'model',
  'make',
  'features',
  'fitsLoad',
  'euroPallets',
  'loadVolume',
  'loadLength',
  'payload',
  'engine',
  'year',
  'price',
  'goodPrice',
  'mileage',
  'motExpiryDate',
  'bodyType',
  'condition',
  'serviceHistory',
  'fuelType',
  'sellerType',
  'transmission',
  'hpiClear',
  'v5cLogbookAvailable',
  'priceIncludesVat',
  'priceNegotiable',
  'ulezCompliant',
  'roofHeight',
  'wheelbase',
  'seats',
  'cabType',
  'carLicence',
];

/** The listing model names that count as the filter's model, by name code. */
function acceptedModels(columns: DocColumns, filters: SearchFilters): Uint8Array {
  const slug = filters.model!;
  const make = makeFromSlug(filters.make ?? '');
  // Validated filters always name a catalogue model; anything else is read from its slug.
  const name = (make && modelFromSlug(make, slug)) || slug.replace(/-/g, ' ');
  return Uint8Array.from(columns.modelNames.values, (model) => (modelMatches(name, model) ? 1 : 0));
}

export function compileFilters(query: EngineQuery, columns: DocColumns): FilterPlan {
  const { filters } = query;
  const checkOf = new Map<FilterGroup, GroupCheck>();
  const set = new Set<FilterGroup>();
  const words = filters.search ? [...new Set(normaliseWords(filters.search))] : [];

  if (filters.make !== undefined) {
    set.add('make');
    checkOf.set('make', makeIs(columns.make, columns.makes.find(filters.make)));
  }
  if (filters.model !== undefined) {
    set.add('model');
    checkOf.set('model', modelIn(columns.modelName, acceptedModels(columns, filters)));
  }
  if (filters.location !== undefined) {
    set.add('location');
    checkOf.set(
      'location',
      equals('location', columns.location, columns.locations.find(filters.location)),
    );
  }
  if (words.length > 0) {
    set.add('search');
    checkOf.set('search', hasEveryWord(words.length));
  }
  if (query.origin && query.radiusMiles !== null) set.add('radius');

  const ranges = [
    ['year', columns.year, filters.minYear, filters.maxYear],
    ['price', columns.price, filters.minPrice, filters.maxPrice],
    ['mileage', columns.mileage, filters.minMileage, filters.maxMileage],
    ['engine', columns.engineCc, filters.minEngineCc, filters.maxEngineCc],
  ] as const;
  for (const [group, column, min, max] of ranges) {
    if (min === undefined && max === undefined) continue;
    set.add(group);
    checkOf.set(group, inRange(group, column, min, max));
  }

  if (filters.goodPrice) {
    set.add('goodPrice');
    checkOf.set('goodPrice', inSet('goodPrice', columns.priceBand, GOOD_OR_BETTER_CODES));
  }

  const enums = [
    ['condition', columns.condition, CONDITIONS, filters.condition],
    ['fuelType', columns.fuel, FUEL_TYPES, filters.fuelType],
    ['transmission', columns.transmission, TRANSMISSIONS, filters.transmission],
    ['bodyType', columns.body, BODY_TYPES, filters.bodyType],
    ['sellerType', columns.seller, SELLER_TYPES, filters.sellerType],
    ['serviceHistory', columns.serviceHistory, SERVICE_HISTORIES, filters.serviceHistory],
  ] as const;
  for (const [group, column, values, value] of enums) {
    if (value === undefined) continue;
    set.add(group);
    checkOf.set(group, equals(group, column, enumCode(values, value)));
  }

  if (filters.features && filters.features.length > 0) {
    set.add('features');
    // An unknown slug (never in validated filters) is a feature no listing has.
    const mask = featureMask(filters.features);
    checkOf.set(
      'features',
      mask === undefined
        ? equals('features', columns.features, -1)
        : hasEveryFeature(columns.features, mask),
    );
  }

  const flags = [
    ['ulezCompliant', FLAG.ulezCompliant, filters.ulezCompliant],
    ['priceIncludesVat', FLAG.priceIncludesVat, filters.priceIncludesVat],
    ['priceNegotiable', FLAG.priceNegotiable, filters.priceNegotiable],
    ['v5cLogbookAvailable', FLAG.v5cLogbookAvailable, filters.v5cLogbookAvailable],
    ['hpiClear', FLAG.hpiClear, filters.hpiClear],
  ] as const;
  for (const [group, bit, value] of flags) {
    if (value === undefined) continue;
    set.add(group);
    checkOf.set(group, flagIs(group, columns.flags, bit, value));
  }

  if (filters.motExpiryDate !== undefined) {
    set.add('motExpiryDate');
    checkOf.set(
      'motExpiryDate',
      inRange('motExpiryDate', columns.motExpiry, dayNumber(filters.motExpiryDate)),
    );
  }

  compileVanFilters(filters, columns, set, checkOf);

  return {
    active: FILTER_GROUPS.filter((group) => set.has(group)),
    checks: CHECK_ORDER.flatMap((group) => checkOf.get(group) ?? []),
    words,
    makeCode: filters.make === undefined ? null : columns.makes.find(filters.make),
  };
}

/** The van's specification filters (issue 31). */
function compileVanFilters(
  filters: SearchFilters,
  columns: DocColumns,
  set: Set<FilterGroup>,
  checkOf: Map<FilterGroup, GroupCheck>,
): void {
  const add = (group: FilterGroup, check: GroupCheck) => {
    set.add(group);
    checkOf.set(group, check);
  };
  const minimums = [
    ['payload', columns.payload, filters.minPayload],
    ['loadLength', columns.loadLength, filters.minLoadLength],
    [
      'loadVolume',
      columns.loadVolume,
      filters.minLoadVolume === undefined ? undefined : volumeCode(filters.minLoadVolume),
    ],
    ['seats', columns.seats, filters.minSeats],
    ['euroPallets', columns.euroPallets, filters.minEuroPallets],
  ] as const;
  for (const [group, column, min] of minimums) {
    if (min !== undefined) add(group, atLeast(group, column, min));
  }
  if (filters.roofHeight && filters.roofHeight.length > 0) {
    add(
      'roofHeight',
      inSet('roofHeight', columns.roof, acceptedCodes(ROOF_HEIGHTS, filters.roofHeight)),
    );
  }
  if (filters.wheelbase && filters.wheelbase.length > 0) {
    add(
      'wheelbase',
      inSet('wheelbase', columns.wheelbase, acceptedCodes(WHEELBASES, filters.wheelbase)),
    );
  }
  if (filters.cabType !== undefined) {
    add('cabType', equals('cabType', columns.cab, enumCode(CAB_TYPES, filters.cabType)));
  }
  if (filters.carLicence === true) {
    add('carLicence', equals('carLicence', columns.licence, LICENCE.car));
  }
  if (filters.fitLength !== undefined && filters.fitWidth !== undefined) {
    add('fitsLoad', fitsLoad(columns, filters.fitLength, filters.fitWidth, filters.fitHeight ?? 0));
  }
}
