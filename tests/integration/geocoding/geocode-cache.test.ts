import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#lambdas/platform/db';
import {
  cachedGeocoder,
  FOUND_TTL_SECONDS,
  NOT_FOUND_TTL_SECONDS,
} from '#lambdas/geocoding/cached-geocoder';
import { GEOCODE_SK, geocodePk } from '#shared/table-keys';
import { meterCapacity } from '#lambdas/platform/capacity-meter';
import type { Geocoder } from '#lambdas/geocoding/geocoder';
import type { LatLng } from '#shared/geo';
import { startLocalTable, type LocalTable } from '../../support/local-table';

const NOW = new Date('2026-11-22T12:00:00Z');
const NOW_SECONDS = NOW.getTime() / 1000;
const SW1A = { latitude: 51.501009, longitude: -0.141588 };

/** A provider with fixed answers that counts the calls it gets (stands in for Amazon Location). */
function countingProvider(answers: Record<string, LatLng>) {
  const calls: string[] = [];
  const geocoder: Geocoder = {
    async geocodePostcode(postcode) {
      calls.push(postcode);
      return answers[postcode] ?? null;
    },
  };
  return { geocoder, calls };
}

describe('cachedGeocoder with the DynamoDB cache on DynamoDB Local', () => {
  let local: LocalTable;
  let db: Db;
  const warnings: string[] = [];
  const log = { warn: (message: string) => warnings.push(message) };

  const withTable = (provider: Geocoder, tableDb: Db = db, now = NOW) =>
    cachedGeocoder(provider, { table: { db: tableDb, provider: 'test' }, now: () => now, log });

  const cacheItem = async (postcode: string) =>
    (
      await db.client.send(
        new GetCommand({
          TableName: db.tableName,
          Key: { PK: geocodePk(postcode), SK: GEOCODE_SK },
        }),
      )
    ).Item;

  beforeAll(async () => {
    local = await startLocalTable('vanyard-geocode-cache-test');
    db = local.db;
  });
  afterAll(async () => {
    await local?.stop();
  });

  it('stores a found postcode for 30 days and a not-found one for 1 day', async () => {
    const provider = countingProvider({ SW1A1AA: SW1A });
    const geocoder = withTable(provider.geocoder);
    expect(await geocoder.geocodePostcode('SW1A 1AA')).toEqual(SW1A);
    expect(await geocoder.geocodePostcode('ZZ9 9ZZ')).toBeNull();

    expect(await cacheItem('SW1A1AA')).toEqual({
      PK: 'GEOCODE#SW1A1AA',
      SK: 'GEOCODE',
      postcode: 'SW1A 1AA',
      found: true,
      ...SW1A,
      provider: 'test',
      cached_at: NOW.toISOString(),
      expires_at: NOW_SECONDS + FOUND_TTL_SECONDS,
    });
    expect(await cacheItem('ZZ99ZZ')).toMatchObject({
      found: false,
      expires_at: NOW_SECONDS + NOT_FOUND_TTL_SECONDS,
    });
    expect(await cacheItem('ZZ99ZZ')).not.toHaveProperty('latitude');
  });

  it('answers from the table in a new container without asking the provider', async () => {
    const provider = countingProvider({});
    const later = new Date(NOW.getTime() + 3600_000);
    const geocoder = withTable(provider.geocoder, db, later);
    expect(await geocoder.geocodePostcode('sw1a1aa')).toEqual(SW1A);
    expect(await geocoder.geocodePostcode('ZZ9 9ZZ')).toBeNull();
    expect(provider.calls).toEqual([]);
  });

  it('asks the provider again once an answer has expired, even before DynamoDB deletes it', async () => {
    const provider = countingProvider({ ZZ99ZZ: { latitude: 55, longitude: -3 } });
    const nextDay = new Date((NOW_SECONDS + NOT_FOUND_TTL_SECONDS) * 1000);
    const geocoder = withTable(provider.geocoder, db, nextDay);
    expect(await geocoder.geocodePostcode('ZZ9 9ZZ')).toEqual({ latitude: 55, longitude: -3 });
    expect(provider.calls).toEqual(['ZZ99ZZ']);
    expect(await cacheItem('ZZ99ZZ')).toMatchObject({ found: true, latitude: 55 });
  });

  it('ignores a cache item it cannot read as an answer', async () => {
    await db.client.send(
      new PutCommand({
        TableName: db.tableName,
        Item: { PK: geocodePk('M1 9AB'), SK: GEOCODE_SK, found: true, expires_at: 'soon' },
      }),
    );
    const provider = countingProvider({ M19AB: { latitude: 53.48, longitude: -2.23 } });
    expect(await withTable(provider.geocoder).geocodePostcode('M1 9AB')).toEqual({
      latitude: 53.48,
      longitude: -2.23,
    });
    expect(provider.calls).toEqual(['M19AB']);
  });

  it('reads the cache once (0.5 RCU), measured by the capacity meter', async () => {
    const meter = meterCapacity(db.client);
    const geocoder = withTable(countingProvider({}).geocoder, db);
    await geocoder.geocodePostcode('SW1A 1AA');
    await geocoder.geocodePostcode('SW1A 1AA'); // from memory: no read
    const used = meter.take();
    meter.stop();
    expect(used.readRequests).toEqual([0.5]);
  });

  it('falls through to the provider when DynamoDB fails, and says so in the log', async () => {
    warnings.length = 0;
    const provider = countingProvider({ SW1A1AA: SW1A });
    const broken = withTable(provider.geocoder, { ...db, tableName: 'vanyard-no-such-table' });
    expect(await broken.geocodePostcode('SW1A 1AA')).toEqual(SW1A);
    expect(provider.calls).toEqual(['SW1A1AA']);
    expect(warnings).toEqual([
      'geocode cache read failed; asking the provider',
      'geocode cache write failed',
    ]);
  });
});
