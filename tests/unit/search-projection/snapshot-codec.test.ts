import { gunzipSync, gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeSnapshot,
  encodeSnapshot,
  SnapshotFormatError,
  type Snapshot,
} from '#lambdas/search/projection/snapshot-codec';
import type { SearchDoc } from '#lambdas/search/types';
import { BODY_TYPES, FUEL_TYPES } from '#shared/catalogue/enums';
import { toSearchDoc } from '#lambdas/search/search-doc';
import { aListing } from '../../support/listing-fixture';

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
        expect(decodeSnapshot(encodeSnapshot(snapshotOf(docs)))).toEqual(snapshotOf(docs));
      }),
      { numRuns: 60 },
    );
  });

  it('keeps real listing documents whole, and a snapshot of nothing', () => {
    const docs = [toSearchDoc(aListing())!, toSearchDoc(aListing({ body_type: null }))!];
    expect(decodeSnapshot(encodeSnapshot(snapshotOf(docs))).docs).toEqual(docs);
    expect(decodeSnapshot(encodeSnapshot(snapshotOf([]))).docs).toEqual([]);
  });

  it('still reads a snapshot of version 1, written before headlines, with none', () => {
    const docs = [toSearchDoc(aListing({ title: '2019 Ford Transit Custom, one owner' }))!];
    const encoded = JSON.parse(gunzipSync(encodeSnapshot(snapshotOf(docs))).toString('utf8'));
    delete encoded.columns.headline;
    encoded.version = 1;
    const decoded = decodeSnapshot(gzipSync(JSON.stringify(encoded)));
    expect(decoded.docs).toEqual([{ ...docs[0], headline: null }]);
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

  it('reads a version-1 snapshot (before Top of Search times), marked for a rebuild', () => {
    const docs = [toSearchDoc(aListing({ search_featured: true }))!];
    const current = JSON.parse(gunzipSync(encodeSnapshot(snapshotOf(docs))).toString('utf8'));
    delete current.columns.search_boost_until;
    delete current.columns.search_boosted_at;
    const older = gzipSync(JSON.stringify({ ...current, version: 1 }));
    const decoded = decodeSnapshot(older);
    expect(decoded.olderFormat).toBe(1);
    expect(decoded.docs).toEqual(
      docs.map((doc) => ({ ...doc, search_boost_until: null, search_boosted_at: null })),
    );
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
        JSON.stringify({ format: 'vanyard-search-snapshot', version: 1, count: 1, columns: {} }),
      ),
    ],
  ])('rejects %s with a SnapshotFormatError', (_, body) => {
    expect(() => decodeSnapshot(body)).toThrow(SnapshotFormatError);
  });
});
