import {
  BODY_TYPES,
  CONDITIONS,
  FUEL_TYPES,
  SELLER_TYPES,
  SERVICE_HISTORIES,
  TRANSMISSIONS,
} from '#shared/catalogue/enums';
import { FEATURE_SLUGS } from '#shared/search/filters';
import {
  CAB_TYPES,
  CAR_LICENCE_MAX_GVW_KG,
  ROOF_HEIGHTS,
  WHEELBASES,
} from '#shared/vehicle/van-specs';
import { priceWithVat } from '#shared/vat';
import type { SearchDoc } from '../types';
import { Dictionary } from './dictionary';
import { facetCombination } from './facet-codes';
import { MakeModelPairs } from './make-model-pairs';
import { LICENCE, vanFacetCombination } from './van-facet-codes';

/** Code of a null body type or service history; never equal to a filter's code. */
export const NO_VALUE = 255;
/** Code of a value outside its enumeration (only from unvalidated data). */
const UNKNOWN_VALUE = 254;

export const FLAG = {
  priceIncludesVat: 1,
  priceNegotiable: 2,
  ulezCompliant: 4,
  v5cLogbookAvailable: 8,
  hpiClear: 16,
  /**
   * search_featured (Top of Search): boosted, first in 'Featured first' and marked Featured,
   * while its own end is ahead (decision 032). Homepage Featured does not lift a van here.
   */
  featured: 32,
} as const;

const FEATURE_BITS = new Map(FEATURE_SLUGS.map((slug, bit) => [slug, 1 << bit] as const));

export function enumCode(values: readonly string[], value: string | null): number {
  if (value === null) return NO_VALUE;
  const index = values.indexOf(value);
  return index === -1 ? UNKNOWN_VALUE : index;
}

/** Feature slugs as a bit mask (FEATURE_SLUGS order); undefined when a slug is unknown. */
export function featureMask(slugs: readonly string[]): number | undefined {
  let mask = 0;
  for (const slug of slugs) {
    const bit = FEATURE_BITS.get(slug);
    if (bit === undefined) return undefined;
    mask |= bit;
  }
  return mask >>> 0;
}

/** A figure as a small whole number column holds it: 0 when unknown (no filter asks for 0). */
const figure = (value: number | null | undefined) => (value == null ? 0 : Math.round(value));

/** Load volume in hundredths of a cubic metre: every filter compares at that precision. */
export const volumeCode = (cubicMetres: number) => Math.round(cubicMetres * 100);

/** 'YYYY-MM-DD' as YYYYMMDD, so dates compare as numbers; NaN when null or malformed. */
export function dayNumber(date: string | null): number {
  if (date === null || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return NaN;
  return Number(date.slice(0, 4)) * 10_000 + Number(date.slice(5, 7)) * 100 + Number(date.slice(8));
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** The point on the unit sphere at a latitude and longitude in degrees. */
export function unitVector(latitude: number, longitude: number): [number, number, number] {
  const lat = toRadians(latitude);
  const lng = toRadians(longitude);
  return [Math.cos(lat) * Math.cos(lng), Math.cos(lat) * Math.sin(lng), Math.sin(lat)];
}

/**
 * Column storage of the documents: one typed array per field, indexed by row. Rows of removed
 * documents go to a free list and are reused, so rows never move and every structure keyed by
 * row (orders, postings, cells) stays valid.
 */
export class DocColumns {
  capacity = 0;
  /** Rows in use or freed: every row is below this. */
  rowCount = 0;
  readonly docs: (SearchDoc | undefined)[] = [];
  private readonly rows = new Map<string, number>();
  private readonly freeRows: number[] = [];

  readonly makes = new Dictionary();
  readonly modelSlugs = new Dictionary();
  readonly modelNames = new Dictionary();
  readonly locations = new Dictionary();
  readonly pairs = new MakeModelPairs();

  alive = new Uint8Array(0);
  make = new Int32Array(0);
  /** The (make, model slug) pair (see MakeModelPairs). */
  pair = new Int32Array(0);
  modelName = new Int32Array(0);
  location = new Int32Array(0);
  year = new Float64Array(0);
  price = new Float64Array(0);
  /** The price as a buyer pays it: a dealer's 'plus VAT' price with its VAT (shared/vat.ts). */
  buyerPrice = new Float64Array(0);
  // The price band (price-bands.ts): derived from the other rows of the pair, not the document.
  /** NO_BAND, or 1 + the band's place in PRICE_BANDS. */
  priceBand = new Uint8Array(0);
  /** The comparables' median buyer's price; 0 without a band. */
  typicalPrice = new Float64Array(0);
  /** Comparable rows of the same pair, the row itself not counted. */
  comparableCount = new Int32Array(0);
  mileage = new Float64Array(0);
  /** NaN when unknown, so every engine size bound fails. */
  engineCc = new Float64Array(0);
  /** YYYYMMDD, NaN when unknown. */
  motExpiry = new Float64Array(0);
  createdAt = new Float64Array(0);
  /** The end of the Top of Search boost; NaN when never boosted. */
  searchBoostUntil = new Float64Array(0);
  /** When Top of Search was last bought; 0 when not known (it then ranks last of them). */
  searchBoostedAt = new Float64Array(0);
  /** Degrees; NaN when the listing has no coordinates. */
  latitude = new Float64Array(0);
  longitude = new Float64Array(0);
  /** cos(latitude), cached because every distance needs it. */
  cosLatitude = new Float64Array(0);
  /** The location as a unit vector: the chord to another point bounds the distance cheaply. */
  unitX = new Float64Array(0);
  unitY = new Float64Array(0);
  unitZ = new Float64Array(0);
  fuel = new Uint8Array(0);
  transmission = new Uint8Array(0);
  condition = new Uint8Array(0);
  body = new Uint8Array(0);
  seller = new Uint8Array(0);
  serviceHistory = new Uint8Array(0);
  flags = new Uint8Array(0);
  /** Fuel, transmission, seller and body type in one code (see facet-codes.ts). */
  facetCombination = new Uint16Array(0);
  features = new Uint32Array(0);
  // The van's specification (issue 31), as small whole numbers: 0 means not known, which every
  // 'at least' filter (its minimum is at least 1) fails.
  wheelbase = new Uint8Array(0);
  roof = new Uint8Array(0);
  cab = new Uint8Array(0);
  /** LICENCE.car or LICENCE.heavier by the gross vehicle weight; NO_VALUE when not known. */
  licence = new Uint8Array(0);
  seats = new Uint8Array(0);
  payload = new Uint16Array(0);
  loadLength = new Uint16Array(0);
  /** Between the wheel arches where given, else the load width. */
  floorWidth = new Uint16Array(0);
  loadHeight = new Uint16Array(0);
  /** Hundredths of a cubic metre (volumeCode). */
  loadVolume = new Uint16Array(0);
  euroPallets = new Uint8Array(0);
  /** Roof, wheelbase, cab, licence and pallets in one code (see van-facet-codes.ts). */
  vanFacetCombination = new Uint16Array(0);

  get size(): number {
    return this.rows.size;
  }

  rowOf(id: string): number | undefined {
    return this.rows.get(id);
  }

  /** The id of a live row. */
  idOf(row: number): string {
    return this.docs[row]!.id;
  }

  /** A row for a new document: a freed one when there is one. */
  allocate(id: string): number {
    let row = this.freeRows.pop();
    if (row === undefined) {
      row = this.rowCount++;
      if (row >= this.capacity) this.grow(Math.max(1024, this.capacity * 2));
    }
    this.rows.set(id, row);
    return row;
  }

  release(row: number): void {
    const doc = this.docs[row];
    if (!doc || !this.alive[row]) return;
    this.rows.delete(doc.id);
    this.alive[row] = 0;
    this.docs[row] = undefined;
    this.freeRows.push(row);
  }

  write(row: number, doc: SearchDoc): void {
    this.docs[row] = doc;
    this.alive[row] = 1;
    this.make[row] = this.makes.intern(doc.make_slug);
    this.pair[row] = this.pairs.intern(this.make[row]!, this.modelSlugs.intern(doc.model_slug));
    this.modelName[row] = this.modelNames.intern(doc.model);
    this.location[row] = this.locations.intern(doc.location_slug);
    this.year[row] = doc.year;
    this.price[row] = doc.price;
    this.buyerPrice[row] = priceWithVat(doc);
    this.mileage[row] = doc.mileage;
    this.engineCc[row] = doc.engine_size_cc ?? NaN;
    this.motExpiry[row] = dayNumber(doc.mot_expiry_date);
    this.createdAt[row] = doc.created_at;
    // Absent (undefined) in log entries written before these fields existed.
    this.searchBoostUntil[row] = doc.search_boost_until ?? NaN;
    this.searchBoostedAt[row] = doc.search_boosted_at ?? 0;
    const located = doc.latitude !== null && doc.longitude !== null;
    this.latitude[row] = located ? (doc.latitude as number) : NaN;
    this.longitude[row] = located ? (doc.longitude as number) : NaN;
    this.cosLatitude[row] = located ? Math.cos(toRadians(doc.latitude as number)) : NaN;
    const unit = located ? unitVector(doc.latitude as number, doc.longitude as number) : null;
    this.unitX[row] = unit ? unit[0] : NaN;
    this.unitY[row] = unit ? unit[1] : NaN;
    this.unitZ[row] = unit ? unit[2] : NaN;
    this.fuel[row] = enumCode(FUEL_TYPES, doc.fuel_type);
    this.transmission[row] = enumCode(TRANSMISSIONS, doc.transmission);
    this.condition[row] = enumCode(CONDITIONS, doc.condition);
    this.body[row] = enumCode(BODY_TYPES, doc.body_type);
    this.seller[row] = enumCode(SELLER_TYPES, doc.seller_type);
    this.serviceHistory[row] = enumCode(SERVICE_HISTORIES, doc.service_history);
    this.facetCombination[row] = facetCombination(
      this.fuel[row]!,
      this.transmission[row]!,
      this.seller[row]!,
      this.body[row]!,
    );
    this.flags[row] =
      (doc.price_includes_vat ? FLAG.priceIncludesVat : 0) |
      (doc.price_negotiable ? FLAG.priceNegotiable : 0) |
      (doc.ulez_compliant ? FLAG.ulezCompliant : 0) |
      (doc.v5c_logbook_available ? FLAG.v5cLogbookAvailable : 0) |
      (doc.hpi_clear ? FLAG.hpiClear : 0) |
      (doc.search_featured ? FLAG.featured : 0);
    // Unknown slugs cannot be asked for (the filter schema rejects them), so they are dropped.
    let mask = 0;
    for (const slug of doc.features) mask |= FEATURE_BITS.get(slug) ?? 0;
    this.features[row] = mask >>> 0;
    this.writeVanSpecs(row, doc);
  }

  private writeVanSpecs(row: number, doc: SearchDoc): void {
    // Absent (undefined) in log entries written before the van's specification was searched.
    this.wheelbase[row] = enumCode(WHEELBASES, doc.wheelbase ?? null);
    this.roof[row] = enumCode(ROOF_HEIGHTS, doc.roof_height ?? null);
    this.cab[row] = enumCode(CAB_TYPES, doc.cab_type ?? null);
    const gvw = doc.gross_vehicle_weight_kg ?? null;
    this.licence[row] =
      gvw === null ? NO_VALUE : gvw <= CAR_LICENCE_MAX_GVW_KG ? LICENCE.car : LICENCE.heavier;
    this.seats[row] = figure(doc.seats);
    this.payload[row] = figure(doc.payload_kg);
    this.loadLength[row] = figure(doc.load_length_mm);
    this.floorWidth[row] = figure(doc.load_floor_width_mm);
    this.loadHeight[row] = figure(doc.load_height_mm);
    this.loadVolume[row] = doc.load_volume_m3 == null ? 0 : volumeCode(doc.load_volume_m3);
    this.euroPallets[row] = figure(doc.euro_pallets);
    this.vanFacetCombination[row] = vanFacetCombination(
      this.roof[row]!,
      this.wheelbase[row]!,
      this.cab[row]!,
      this.licence[row]!,
      this.euroPallets[row]!,
    );
  }

  /** Boosted at `nowMs`: a Top of Search boost whose end is later. */
  isBoosted(row: number, nowMs: number): boolean {
    return (this.flags[row]! & FLAG.featured) !== 0 && this.searchBoostUntil[row]! > nowMs;
  }

  private grow(capacity: number): void {
    const grown = <T extends Uint8Array | Uint16Array | Uint32Array | Int32Array | Float64Array>(
      array: T,
    ): T => {
      const next = new (array.constructor as new (length: number) => T)(capacity);
      next.set(array);
      return next;
    };
    this.alive = grown(this.alive);
    this.make = grown(this.make);
    this.pair = grown(this.pair);
    this.modelName = grown(this.modelName);
    this.location = grown(this.location);
    this.year = grown(this.year);
    this.price = grown(this.price);
    this.buyerPrice = grown(this.buyerPrice);
    this.priceBand = grown(this.priceBand);
    this.typicalPrice = grown(this.typicalPrice);
    this.comparableCount = grown(this.comparableCount);
    this.mileage = grown(this.mileage);
    this.engineCc = grown(this.engineCc);
    this.motExpiry = grown(this.motExpiry);
    this.createdAt = grown(this.createdAt);
    this.searchBoostUntil = grown(this.searchBoostUntil);
    this.searchBoostedAt = grown(this.searchBoostedAt);
    this.latitude = grown(this.latitude);
    this.longitude = grown(this.longitude);
    this.cosLatitude = grown(this.cosLatitude);
    this.unitX = grown(this.unitX);
    this.unitY = grown(this.unitY);
    this.unitZ = grown(this.unitZ);
    this.fuel = grown(this.fuel);
    this.transmission = grown(this.transmission);
    this.condition = grown(this.condition);
    this.body = grown(this.body);
    this.seller = grown(this.seller);
    this.serviceHistory = grown(this.serviceHistory);
    this.flags = grown(this.flags);
    this.facetCombination = grown(this.facetCombination);
    this.features = grown(this.features);
    this.wheelbase = grown(this.wheelbase);
    this.roof = grown(this.roof);
    this.cab = grown(this.cab);
    this.licence = grown(this.licence);
    this.seats = grown(this.seats);
    this.payload = grown(this.payload);
    this.loadLength = grown(this.loadLength);
    this.floorWidth = grown(this.floorWidth);
    this.loadHeight = grown(this.loadHeight);
    this.loadVolume = grown(this.loadVolume);
    this.euroPallets = grown(this.euroPallets);
    this.vanFacetCombination = grown(this.vanFacetCombination);
    this.capacity = capacity;
  }
}
