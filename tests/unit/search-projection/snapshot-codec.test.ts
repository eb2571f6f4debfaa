import { gunzipSync, gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeSnapshot,
  encodeSnapshot,
  SNAPSHOT_VERSION,
  SnapshotFormatError,
  type Snapshot,
} from '#lambdas/search/projection/snapshot-codec';
import type { SearchDoc } from '#lambdas/search/types';
import { BODY_TYPES, FUEL_TYPES } from '#shared/catalogue/enums';
import { toSearchDoc } from '#lambdas/search/search-doc';
import { aListing } from '../../support/listing-fixture';
import { CAB_TYPES, ROOF_HEIGHTS, WHEELBASES } from '#shared/vehicle/van-specs';

const word = fc.stringMatching(/^[a-z0-9]{1,12}$/);
const text = fc.string({ maxLength: 30 });
const nullable = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });

/** Any document a listing could produce, including repeated values (dictionaries) and nulls. */
const docArb: fc.Arbitrary<SearchDoc> = fc.record({
  id: fc.uuid(),
  version: fc.integer({ min: 0, max: 2 ** 45 }),
  title: text,
  headline: nullable(text),
  make: fc.constantFrom('Ford', 'Volkswagen', 'Citroën'),
  model: fc.constantFrom('Transit', 'Crafter', 'Relay'),
  make_slug: fc.constantFrom('ford', 'volkswagen'),
  model_slug: word,
  year: fc.integer({ min: 1901, max: 2027 }),
  price: fc.integer({ min: 0, max: 10_000_000 }),
  price_includes_vat: fc.boolean(),
  price_negotiable: fc.boolean(),
  mileage: fc.nat(2_000_000),
  fuel_type: fc.constantFrom(...FUEL_TYPES),
  transmission: fc.constantFrom('manual', 'automatic'),
  condition: fc.constantFrom('used', 'new'),
  body_type: nullable(fc.constantFrom(...BODY_TYPES)),
  engine_size_cc: nullable(fc.integer({ min: 1, max: 20_000 })),
  ulez_compliant: fc.boolean(),
  location: text,
  location_slug: word,
  latitude: nullable(fc.double({ min: 49, max: 61, noNaN: true })),
  // JSON has no -0; 0 and -0 are the same meridian, so only 0 is generated.
  longitude: nullable(fc.double({ min: -8, max: 2, noNaN: true }).map((v) => v + 0)),
  seller_type: fc.constantFrom('private', 'trade_dealer'),
  seller_id: fc.constantFrom('demo-dealer-01', 'a1b2c3d4-user', 'seller-x'),
  mot_expiry_date: nullable(fc.constantFrom('2027-01-31', '2026-12-01')),
  service_history: nullable(fc.constantFrom('full', 'partial', 'none')),
  v5c_logbook_available: fc.boolean(),
  hpi_clear: fc.boolean(),
  features: fc.array(fc.constantFrom('ply-lining', 'bluetooth-aux-usb', 'roof-rack'), {
    maxLength: 3,
  }),
  search_featured: fc.boolean(),
  homepage_featured: fc.boolean(),
  boost_expires: nullable(fc.integer({ min: 0, max: 2 ** 45 })),
  search_boost_until: nullable(fc.integer({ min: 0, max: 2 ** 45 })),
  search_boosted_at: nullable(fc.integer({ min: 0, max: 2 ** 45 })),
  created_at: fc.integer({ min: 0, max: 2 ** 45 }),
  image_url: nullable(fc.constantFrom('/images/a/640.webp', '/images/b/640.webp')),
  words: fc.array(word, { minLength: 1, maxLength: 20 }).map((w) => w.join(' ')),
  wheelbase: nullable(fc.constantFrom(...WHEELBASES)),
  roof_height: nullable(fc.constantFrom(...ROOF_HEIGHTS)),
  cab_type: nullable(fc.constantFrom(...CAB_TYPES)),
  seats: nullable(fc.integer({ min: 1, max: 17 })),
  payload_kg: nullable(fc.integer({ min: 100, max: 5000 })),
  gross_vehicle_weight_kg: nullable(fc.integer({ min: 1000, max: 7500 })),
  load_length_mm: nullable(fc.integer({ min: 500, max: 7000 })),
  load_floor_width_mm: nullable(fc.integer({ min: 300, max: 2600 })),
  load_height_mm: nullable(fc.integer({ min: 300, max: 3000 })),
  load_volume_m3: nullable(fc.integer({ min: 5, max: 400 }).map((tenths) => tenths / 10)),
  euro_pallets: nullable(fc.integer({ min: 0, max: 16 })),
  price_cut_at: nullable(fc.integer({ min: 0, max: 2 ** 45 })),
}) as fc.Arbitrary<SearchDoc>;

const snapshotOf = (docs: SearchDoc[]): Snapshot => ({
  cursor: 1_795_000_000_000,
  createdAt: '2026-11-22T10:00:00.000Z',
  docs,
  recent: [['a', '000000000000000000042', 1_794_999_999_000]],
});

describe('snapshot codec', () => {
  it('gives back exactly the documents, cursor and recent changes it was given', () => {
    fc.assert(
      fc.property(fc.array(docArb, { maxLength: 60 }), (docs) => {
        expect(decodeSnapshot(encodeSnapshot(snapshotOf(docs)))).toEqual({
          ...snapshotOf(docs),
          version: SNAPSHOT_VERSION,
        });
      }),
      { numRuns: 60 },
    );
  });

  it('keeps real listing documents whole, and a snapshot of nothing', () => {
    const docs = [toSearchDoc(aListing())!, toSearchDoc(aListing({ body_type: null }))!];
    expect(decodeSnapshot(encodeSnapshot(snapshotOf(docs))).docs).toEqual(docs);
    expect(decodeSnapshot(encodeSnapshot(snapshotOf([]))).docs).toEqual([]);
  });

  it('keeps the van specification of a listing, and derives payload and pallets', () => {
    const doc = toSearchDoc(
      aListing({
        wheelbase: 'lwb',
        roof_height: 'high',
        cab_type: 'single',
        gross_vehicle_weight_kg: 3500,
        kerb_weight_kg: 2150,
        payload_kg: null,
        load_length_mm: 3494,
        load_width_mm: 1784,
        width_between_arches_mm: 1392,
        load_height_mm: 2025,
        load_volume_m3: 11.5,
      }),
    )!;
    expect(doc).toMatchObject({ payload_kg: 1350, load_floor_width_mm: 1392, euro_pallets: 4 });
    expect(decodeSnapshot(encodeSnapshot(snapshotOf([doc]))).docs).toEqual([doc]);
  });

  it('refuses a document with a field it does not know, instead of dropping it', () => {
    const doc = { ...toSearchDoc(aListing())!, extra: 1 } as SearchDoc;
    expect(() => encodeSnapshot(snapshotOf([doc]))).toThrow(/extra/);
  });

  it('is much smaller than the documents as JSON', () => {
    const docs = Array.from({ length: 500 }, (_, i) =>
      toSearchDoc(aListing({ price: 5000 + i, mileage: 1000 * i }))!,
    );
    const asJson = Buffer.byteLength(JSON.stringify(docs));
    expect(encodeSnapshot(snapshotOf(docs)).byteLength).toBeLessThan(asJson / 10);
  });

  it('refuses a version-2 snapshot (before the van specification) whole, never half-read', () => {
    const docs = [toSearchDoc(aListing())!];
    const current = JSON.parse(gunzipSync(encodeSnapshot(snapshotOf(docs))).toString('utf8'));
    const older = gzipSync(JSON.stringify({ ...current, version: 2 }));
    expect(() => decodeSnapshot(older)).toThrow(SnapshotFormatError);
  });

  it('reads a version-4 snapshot (before price cuts) with no cuts, and says its version', () => {
    const docs = [
      toSearchDoc(
        aListing({ price_changes: [{ at: '2026-11-20T10:00:00.000Z', from: 9_000, to: 8_500 }] }),
      )!,
    ];
    expect(docs[0]!.price_cut_at).toBe(Date.parse('2026-11-20T10:00:00.000Z'));
    const current = JSON.parse(gunzipSync(encodeSnapshot(snapshotOf(docs))).toString('utf8'));
    const { price_cut_at: _dropped, ...columns } = current.columns;
    const older = decodeSnapshot(gzipSync(JSON.stringify({ ...current, version: 4, columns })));
    expect(older.version).toBe(4);
    expect(older.docs).toEqual([{ ...docs[0], price_cut_at: null }]);
    // The current version without the column is broken, not old: refused.
    const broken = gzipSync(JSON.stringify({ ...current, columns }));
    expect(() => decodeSnapshot(broken)).toThrow(SnapshotFormatError);
  });

  it.each([
    ['bytes that are not gzip', Buffer.from('not a snapshot')],
    ['another format', gzipSync(JSON.stringify({ format: 'other', version: 1 }))],
    [
      'a future version',
      gzipSync(JSON.stringify({ format: 'vanyard-search-snapshot', version: 99 })),
    ],
    [
      'a missing column',
      gzipSync(
        JSON.stringify({ format: 'vanyard-search-snapshot', version: 3, count: 1, columns: {} }),
      ),
    ],
  ])('rejects %s with a SnapshotFormatError', (_, body) => {
    expect(() => decodeSnapshot(body)).toThrow(SnapshotFormatError);
  });
});
