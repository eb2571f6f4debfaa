import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meterCapacity } from '#lambdas/platform/capacity-meter';
import {
  cellMinDistanceMiles,
  coveringCells,
  nearestInCircle,
  queryGeoIndex,
} from '#lambdas/search/geo-index';
import { putPostcodesBatch } from '#lambdas/geocoding/postcodes-repo';
import { nearbyListings } from '#lambdas/search/nearby-listings';
import { resetGeocoder } from '#lambdas/geocoding/create-geocoder';
import { handler as nearbyHandler } from '#lambdas/handlers/nearby-listings';
import { apiEvent, lambdaContext } from '../../support/api-event';
import { distanceMiles } from '#shared/geo';
import { aListing } from '../../support/listing-fixture';
import { startLocalTable, type LocalTable } from '../../support/local-table';
import { putListing, putListingsBatch } from '#lambdas/listing/listing-writer';

const MANCHESTER = { latitude: 53.4808, longitude: -2.2426 };
const at = (latitude: number, longitude: number) => ({ latitude, longitude });

// Vans at known places: some inside 25 miles of Manchester (Stockport, Bolton, Warrington),
// some outside it (Leeds 36 mi, Liverpool 31 mi, London), and some that are not live.
const PLACES = {
  stockport: at(53.4106, -2.1575),
  bolton: at(53.5769, -2.4282),
  warrington: at(53.39, -2.597),
  leeds: at(53.8008, -1.5491),
  liverpool: at(53.4084, -2.9916),
  london: at(51.5072, -0.1276),
};

describe('nearby vans from the geo index (GSI4) on DynamoDB Local', () => {
  let table: LocalTable;

  beforeAll(async () => {
    table = await startLocalTable('vanyard-test-nearby');
    await putListingsBatch(table.db, [
      ...Object.entries(PLACES).map(([id, point]) => aListing({ id, ...point })),
      aListing({ id: 'sold-stockport', status: 'sold', ...PLACES.stockport }),
      aListing({ id: 'pending-bolton', approval_status: 'pending', ...PLACES.bolton }),
      aListing({ id: 'no-point', latitude: null, longitude: null }),
    ]);
  });

  afterAll(async () => {
    await table?.stop();
  });

  it('returns the live vans within the radius as cards, nearest first, with distances', async () => {
    const cards = await nearbyListings(table.db, { ...MANCHESTER, radiusMiles: 25, limit: 10 });
    expect(cards.map((card) => card.id)).toEqual(['stockport', 'bolton', 'warrington']);
    for (const card of cards) {
      const exact = distanceMiles(MANCHESTER, PLACES[card.id as keyof typeof PLACES]);
      expect(card.distance_miles).toBeCloseTo(exact, 0);
      expect(card).not.toHaveProperty('user_id');
      expect(card).not.toHaveProperty('status');
      expect(card).toHaveProperty('image_urls');
    }
  });

  it('stops at the limit and widens with the radius', async () => {
    expect(
      (await nearbyListings(table.db, { ...MANCHESTER, radiusMiles: 25, limit: 2 })).map(
        (card) => card.id,
      ),
    ).toEqual(['stockport', 'bolton']);
    expect(
      (await nearbyListings(table.db, { ...MANCHESTER, radiusMiles: 40, limit: 10 })).map(
        (card) => card.id,
      ),
    ).toEqual(['stockport', 'bolton', 'warrington', 'liverpool', 'leeds']);
  });

  it('skips a listing that stopped being live after the index said otherwise', async () => {
    // The index drops a sold van with the same write; a hit the read raced is checked again.
    await putListing(table.db, aListing({ id: 'bolton', status: 'sold', ...PLACES.bolton }));
    const cards = await nearbyListings(table.db, { ...MANCHESTER, radiusMiles: 25, limit: 10 });
    expect(cards.map((card) => card.id)).toEqual(['stockport', 'warrington']);
    await putListing(table.db, aListing({ id: 'bolton', ...PLACES.bolton }));
  });

  it('reads only index keys, the cells nearest first until the nearest are proven, then the cards', async () => {
    const meter = meterCapacity(table.db.client);
    await queryGeoIndex(table.db, MANCHESTER, 25);
    const index = meter.take();
    await nearbyListings(table.db, { ...MANCHESTER, radiusMiles: 25, limit: 1 });
    const withCards = meter.take();
    meter.stop();
    expect(index.readRequests).toHaveLength(coveringCells(MANCHESTER, 25).length);
    // Growing circles until one holds a van (Stockport, 5.4 miles: the 10-mile one), never the
    // whole 25 miles, and within the 10-mile circle only the cells nearer than Stockport; then
    // one BatchGetItem of the one card.
    const cellsWithin = (miles: number) =>
      coveringCells(MANCHESTER, miles).filter(
        (cell) => cellMinDistanceMiles(MANCHESTER, cell) <= miles,
      );
    const emptyCircles = cellsWithin(2).length + cellsWithin(5).length;
    const tenMileCells = withCards.readRequests.length - 1 - emptyCircles;
    expect(tenMileCells).toBeGreaterThan(0);
    expect(tenMileCells).toBeLessThan(cellsWithin(10).length);
    const more = await nearbyListings(table.db, { ...MANCHESTER, radiusMiles: 25, limit: 3 });
    expect(more.map((card) => card.id)).toEqual(['stockport', 'bolton', 'warrington']);
  });

  it("says 'Price reduced' on a van cut lately, and nothing of its price history (decision 077)", async () => {
    const cut = {
      at: new Date(Date.now() - 3 * 86_400_000).toISOString(),
      from: 15_500,
      to: 15_000,
    };
    await putListing(
      table.db,
      aListing({ id: 'stockport', price: 15_000, price_changes: [cut], ...PLACES.stockport }),
    );
    const cards = await nearbyListings(table.db, { ...MANCHESTER, radiusMiles: 25, limit: 3 });
    expect(cards.find((card) => card.id === 'stockport')).toMatchObject({ price_reduced: true });
    expect(cards.find((card) => card.id === 'bolton')).not.toHaveProperty('price_reduced');
    for (const card of cards) expect(card).not.toHaveProperty('price_changes');
    await putListing(table.db, aListing({ id: 'stockport', ...PLACES.stockport }));
  });

  it('covers a circle with at most 32 cells, the finest precision that fits', () => {
    expect(coveringCells(MANCHESTER, 5).every((cell) => cell.length === 5)).toBe(true);
    expect(coveringCells(MANCHESTER, 25).every((cell) => cell.length === 4)).toBe(true);
    expect(coveringCells(MANCHESTER, 50).every((cell) => cell.length === 3)).toBe(true);
    expect(coveringCells(MANCHESTER, 100).length).toBeLessThanOrEqual(32);
  });

  it('rejects a radius or limit out of range', async () => {
    await expect(
      nearbyListings(table.db, { ...MANCHESTER, radiusMiles: 0, limit: 5 }),
    ).rejects.toThrow(RangeError);
    await expect(
      nearbyListings(table.db, { ...MANCHESTER, radiusMiles: 10, limit: 500 }),
    ).rejects.toThrow(RangeError);
  });
});

describe('the nearest vans in a crowded town', () => {
  let table: LocalTable;
  // 400 vans in a 20-mile square around Manchester, half of them within 3 miles of the centre
  // (a deterministic scatter): the cells around the centre are full, as a city's are.
  const vans = Array.from({ length: 400 }, (_, i) => {
    const spread = i % 2 === 0 ? 0.04 : 0.3;
    const u = ((i * 7919) % 1000) / 1000 - 0.5;
    const v = ((i * 104_729) % 997) / 997 - 0.5;
    return {
      id: `van-${String(i).padStart(3, '0')}`,
      ...at(53.4808 + u * spread, -2.2426 + v * spread * 1.6),
    };
  });

  beforeAll(async () => {
    table = await startLocalTable('vanyard-test-nearest');
    await putListingsBatch(
      table.db,
      vans.map((van) => aListing(van)),
    );
  });

  afterAll(async () => {
    await table?.stop();
  });

  it('finds exactly the nearest, wherever the point and however many are asked for', async () => {
    const centres = [MANCHESTER, at(53.5, -2.2), at(53.45, -2.35), at(53.52, -2.1)];
    for (const centre of centres) {
      // The whole circle read, as the truth: distances from the index's points (5 m geohashes).
      const everyHit = await queryGeoIndex(table.db, centre, 10);
      expect(everyHit.length).toBeGreaterThan(30);
      for (const limit of [1, 5, 12, 30]) {
        const { hits } = await nearestInCircle(table.db, centre, 10, limit);
        expect(
          hits.slice(0, limit).map((hit) => hit.id),
          `${JSON.stringify(centre)} limit ${limit}`,
        ).toEqual(everyHit.slice(0, limit).map((hit) => hit.id));
      }
    }
  });

  it('reads a few cells around the centre instead of the whole circle', async () => {
    const meter = meterCapacity(table.db.client, { minimumReadUnits: 0.5 });
    await queryGeoIndex(table.db, MANCHESTER, 5);
    const whole = meter.take();
    const { hits } = await nearestInCircle(table.db, MANCHESTER, 5, 12);
    const nearest = meter.take();
    meter.stop();
    expect(hits.length).toBeGreaterThanOrEqual(12);
    expect(nearest.readRequests.length).toBeLessThan(whole.readRequests.length);
    expect(nearest.readUnits).toBeLessThan(whole.readUnits);
  });
});

describe('GET /api/listings/nearby', () => {
  let table: LocalTable;

  beforeAll(async () => {
    table = await startLocalTable('vanyard-test-nearby-api');
    resetGeocoder();
    await putListingsBatch(
      table.db,
      Object.entries(PLACES).map(([id, point]) => aListing({ id, ...point })),
    );
    await putPostcodesBatch(table.db, [
      { postcode: 'M1', kind: 'outcode', ...MANCHESTER, source: 'test' },
    ]);
  });

  afterAll(async () => {
    resetGeocoder();
    await table?.stop();
  });

  const nearby = async (query: Record<string, string>) => {
    const response = await nearbyHandler(
      apiEvent('GET', '/api/listings/nearby', { query }),
      lambdaContext,
    );
    return {
      status: response.statusCode,
      headers: response.headers ?? {},
      body: JSON.parse(response.body ?? ''),
    };
  };

  it('answers the vans nearest a postcode, nearest first, within the radius asked', async () => {
    const { status, body, headers } = await nearby({ postcode: 'm1 1ae' });
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('public, max-age=60');
    expect(body.postcode).toBe('M1 1AE');
    expect(body.radius).toBe(25);
    expect(body.items.map((card: { id: string }) => card.id)).toEqual([
      'stockport',
      'bolton',
      'warrington',
    ]);
    const wider = await nearby({ postcode: 'M1 1AE', radius: '50' });
    expect(wider.body.items.map((card: { id: string }) => card.id)).toContain('leeds');
  });

  it('refuses a bad postcode or radius with 400 and an unknown one with 422', async () => {
    expect((await nearby({ postcode: 'NOT A POSTCODE' })).status).toBe(400);
    expect((await nearby({})).status).toBe(400);
    const radius = await nearby({ postcode: 'M1 1AE', radius: '1000' });
    expect(radius.status).toBe(400);
    expect(radius.body.error.fields['query.radius']).toBeDefined();
    const unknown = await nearby({ postcode: 'ZE3 9ZZ' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.code).toBe('postcode_not_found');
  });
});
