import { gunzipSync, gzipSync } from 'node:zlib';
import type { SearchDoc } from '../types';
import type { RecentChange } from './change-applier';

/**
 * A snapshot of the search projection: every live listing's document, the log cursor it
 * includes (entries written after `cursor` are not in it) and the recent sequence numbers.
 */
export type Snapshot = {
  /** Epoch ms: readers apply the log from here. */
  cursor: number;
  /** When it was written (ISO). */
  createdAt: string;
  docs: SearchDoc[];
  recent: RecentChange[];
  /** The format version it was written in (decoded snapshots only); older ones are rebuilt. */
  version?: number;
};

export const SNAPSHOT_FORMAT = 'vanyard-search-snapshot';
/**
 * 5: when the price was last cut ('Price reduced' on cards, decision 077). A version 4 snapshot
 * is still read, with no cuts (nothing else is missing), so search keeps answering after the
 * deploy; compaction rebuilds it from the table rather than fold the log into it
 * (`version` on the decoded snapshot), which is where the cuts come back.
 * 4: the seller's id (a dealer page's stock, decision 069).
 * 3: the van's specification (issue 31: wheelbase, roof, cab, seats, weights, load space and
 * the Euro pallets that fit). Only this version is read: an older snapshot lacks columns every
 * van filter needs, so it is refused whole (SnapshotFormatError) rather than read with gaps;
 * compaction then rebuilds it from the table (compact-search-snapshot.ts), and search answers
 * 503 until it has: compaction runs right after a deploy that changes its code (decision 060).
 */
export const SNAPSHOT_VERSION = 5;
/** The older version still read (above): its documents lack only `price_cut_at`. */
const READABLE_OLDER_VERSION = 4;
const FIELDS_SINCE_5 = new Set<string>(['price_cut_at']);

/**
 * Columns, not one object per document: field names once, repeated values (make, fuel type,
 * town) as a dictionary plus indexes, and the words of every listing in one string. gzip'd
 * JSON, because JSON.parse of long arrays and strings is the fastest parser Node has; at
 * 100,000 listings this is about 10 MB, a third of per-document JSON (docs/decisions/009).
 */
type Column =
  | { plain: unknown[] }
  | { dict: unknown[]; index: number[] }
  | { lines: string }
  | { dict: string[]; lists: number[][] };

type Encoded = {
  format: typeof SNAPSHOT_FORMAT;
  version: number;
  cursor: number;
  createdAt: string;
  count: number;
  recent: RecentChange[];
  columns: Record<string, Column>;
};

/** Every field of SearchDoc, checked against the type both ways so a new field cannot be forgotten. */
const FIELDS = [
  'id',
  'version',
  'title',
  'headline',
  'make',
  'model',
  'make_slug',
  'model_slug',
  'year',
  'price',
  'price_includes_vat',
  'price_negotiable',
  'mileage',
  'fuel_type',
  'transmission',
  'condition',
  'body_type',
  'engine_size_cc',
  'ulez_compliant',
  'location',
  'location_slug',
  'latitude',
  'longitude',
  'seller_type',
  'seller_id',
  'mot_expiry_date',
  'service_history',
  'v5c_logbook_available',
  'hpi_clear',
  'features',
  'search_featured',
  'homepage_featured',
  'boost_expires',
  'search_boost_until',
  'search_boosted_at',
  'created_at',
  'image_url',
  'words',
  'wheelbase',
  'roof_height',
  'cab_type',
  'seats',
  'payload_kg',
  'gross_vehicle_weight_kg',
  'load_length_mm',
  'load_floor_width_mm',
  'load_height_mm',
  'load_volume_m3',
  'euro_pallets',
  'price_cut_at',
] as const satisfies readonly (keyof SearchDoc)[];
type Field = (typeof FIELDS)[number];
// Fails to compile when SearchDoc gains a field this list lacks.
const _everyField: Record<Exclude<keyof SearchDoc, Field>, never> = {};
void _everyField;

/** Worth a dictionary when values repeat at least four times on average. */
const DICTIONARY_RATIO = 4;

function encodeColumn(field: Field, docs: SearchDoc[]): Column {
  if (field === 'words') return { lines: docs.map((doc) => doc.words).join('\n') };
  if (field === 'features') {
    const at = new Map<string, number>();
    const lists = docs.map((doc) =>
      doc.features.map((feature) => {
        let index = at.get(feature);
        if (index === undefined) at.set(feature, (index = at.size));
        return index;
      }),
    );
    return { dict: [...at.keys()], lists };
  }
  const values = docs.map((doc) => doc[field]);
  const at = new Map<unknown, number>();
  for (const value of values) if (!at.has(value)) at.set(value, at.size);
  if (at.size * DICTIONARY_RATIO > values.length) return { plain: values };
  return { dict: [...at.keys()], index: values.map((value) => at.get(value)!) };
}

export function encodeSnapshot(snapshot: Snapshot): Buffer {
  const columns: Record<string, Column> = {};
  for (const field of FIELDS) columns[field] = encodeColumn(field, snapshot.docs);
  for (const doc of snapshot.docs.slice(0, 1)) {
    const unknown = Object.keys(doc).filter((key) => !(FIELDS as readonly string[]).includes(key));
    if (unknown.length > 0) throw new Error(`Snapshot lacks fields ${unknown.join(', ')}`);
  }
  const encoded: Encoded = {
    format: SNAPSHOT_FORMAT,
    version: SNAPSHOT_VERSION,
    cursor: snapshot.cursor,
    createdAt: snapshot.createdAt,
    count: snapshot.docs.length,
    recent: snapshot.recent,
    columns,
  };
  return gzipSync(JSON.stringify(encoded));
}

export class SnapshotFormatError extends Error {
  override readonly name = 'SnapshotFormatError';
}

function decodeColumn(
  column: Column | undefined,
  field: Field,
  count: number,
  version: number,
): unknown[] {
  if (!column && version < SNAPSHOT_VERSION && FIELDS_SINCE_5.has(field)) {
    return new Array<null>(count).fill(null);
  }
  if (!column) throw new SnapshotFormatError(`Snapshot has no column ${field}`);
  let values: unknown[];
  if ('plain' in column) values = column.plain;
  else if ('lines' in column) values = count === 0 ? [] : column.lines.split('\n');
  else if ('lists' in column) {
    const { dict, lists } = column;
    values = lists.map((list) => list.map((index) => dict[index]));
  } else {
    const { dict, index } = column;
    values = index.map((i) => dict[i]);
  }
  if (values.length !== count)
    throw new SnapshotFormatError(`Column ${field} has the wrong length`);
  return values;
}

export function decodeSnapshot(body: Uint8Array): Snapshot {
  let encoded: Encoded;
  try {
    encoded = JSON.parse(gunzipSync(body).toString('utf8')) as Encoded;
  } catch (error) {
    throw new SnapshotFormatError(`Snapshot does not decode: ${String(error)}`);
  }
  if (
    encoded.format !== SNAPSHOT_FORMAT ||
    (encoded.version !== SNAPSHOT_VERSION && encoded.version !== READABLE_OLDER_VERSION)
  ) {
    throw new SnapshotFormatError(`Unknown snapshot format ${encoded.format} ${encoded.version}`);
  }
  const { count } = encoded;
  const c = Object.fromEntries(
    FIELDS.map((field) => [
      field,
      decodeColumn(encoded.columns[field], field, count, encoded.version),
    ]),
  ) as { [F in Field]: SearchDoc[F][] };
  const docs = new Array<SearchDoc>(count);
  // One object literal per document: every document gets the same hidden class, which both
  // builds faster and keeps the engine's property reads fast.
  for (let i = 0; i < count; i++) {
    docs[i] = {
      id: c.id[i]!,
      version: c.version[i]!,
      title: c.title[i]!,
      headline: c.headline[i]!,
      make: c.make[i]!,
      model: c.model[i]!,
      make_slug: c.make_slug[i]!,
      model_slug: c.model_slug[i]!,
      year: c.year[i]!,
      price: c.price[i]!,
      price_includes_vat: c.price_includes_vat[i]!,
      price_negotiable: c.price_negotiable[i]!,
      mileage: c.mileage[i]!,
      fuel_type: c.fuel_type[i]!,
      transmission: c.transmission[i]!,
      condition: c.condition[i]!,
      body_type: c.body_type[i]!,
      engine_size_cc: c.engine_size_cc[i]!,
      ulez_compliant: c.ulez_compliant[i]!,
      location: c.location[i]!,
      location_slug: c.location_slug[i]!,
      latitude: c.latitude[i]!,
      longitude: c.longitude[i]!,
      seller_type: c.seller_type[i]!,
      seller_id: c.seller_id[i]!,
      mot_expiry_date: c.mot_expiry_date[i]!,
      service_history: c.service_history[i]!,
      v5c_logbook_available: c.v5c_logbook_available[i]!,
      hpi_clear: c.hpi_clear[i]!,
      features: c.features[i]!,
      search_featured: c.search_featured[i]!,
      homepage_featured: c.homepage_featured[i]!,
      boost_expires: c.boost_expires[i]!,
      search_boost_until: c.search_boost_until[i]!,
      search_boosted_at: c.search_boosted_at[i]!,
      created_at: c.created_at[i]!,
      image_url: c.image_url[i]!,
      words: c.words[i]!,
      wheelbase: c.wheelbase[i]!,
      roof_height: c.roof_height[i]!,
      cab_type: c.cab_type[i]!,
      seats: c.seats[i]!,
      payload_kg: c.payload_kg[i]!,
      gross_vehicle_weight_kg: c.gross_vehicle_weight_kg[i]!,
      load_length_mm: c.load_length_mm[i]!,
      load_floor_width_mm: c.load_floor_width_mm[i]!,
      load_height_mm: c.load_height_mm[i]!,
      load_volume_m3: c.load_volume_m3[i]!,
      euro_pallets: c.euro_pallets[i]!,
      price_cut_at: c.price_cut_at[i]!,
    };
  }
  return {
    cursor: encoded.cursor,
    createdAt: encoded.createdAt,
    docs,
    recent: encoded.recent,
    version: encoded.version,
  };
}
