import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handler } from '#lambdas/handlers/compare-listings';
import { putPostcodesBatch } from '#lambdas/geocoding/postcodes-repo';
import { resetGeocoder } from '#lambdas/geocoding/create-geocoder';
import { putListingsBatch } from '#lambdas/listing/listing-writer';
import { resetSearchIndex } from '#lambdas/search/projection/search-index-provider';
import { COMPARE_IDS_MESSAGES, type CompareResponse, type CompareVan } from '#shared/compare';
import { distanceMiles, roundMiles } from '#shared/geo';
import { apiEvent, lambdaContext } from '../../support/api-event';
import { aListing } from '../../support/listing-fixture';
import { startSearchEmulators, type SearchEmulators } from './search-emulators';

// The compare route end to end: listings in DynamoDB Local, the search snapshot in s3rver, the
// handler answering from the index it loads.

const MANCHESTER = { latitude: 53.4808, longitude: -2.2426 };
const LEEDS = { latitude: 53.7997, longitude: -1.5492 };

const live = aListing({
  id: 'live-leeds',
  seller_type: 'trade_dealer',
  price_includes_vat: false,
  body_type: 'panel_van',
  engine_size_cc: 1995,
  features: ['Ply Lining', 'Parking Sensors'],
  ...LEEDS,
});
const privateVan = aListing({
  id: 'live-private',
  seller_type: 'private_seller',
  make: 'Renault',
  model: 'Trafic',
  body_type: null,
  engine_size_cc: null,
  features: [],
  latitude: null,
  longitude: null,
});
const sold = aListing({ id: 'sold-van', status: 'sold' });
const pending = aListing({ id: 'pending-van', approval_status: 'pending' });

type ErrorBody = { error: { code: string; message: string; fields: Record<string, string[]> } };

async function compare(query: Record<string, string>) {
  const event = apiEvent('GET', '/api/listings/compare', { query });
  const response = (await handler(event, lambdaContext)) as APIGatewayProxyStructuredResultV2;
  return {
    status: response.statusCode ?? 0,
    headers: response.headers ?? {},
    body: JSON.parse(response.body ?? '{}') as CompareResponse & ErrorBody,
  };
}

let emulators: SearchEmulators;

beforeAll(async () => {
  emulators = await startSearchEmulators();
  resetGeocoder();
  await putListingsBatch(emulators.db, [live, privateVan, sold, pending]);
  await putPostcodesBatch(emulators.db, [
    { postcode: 'M1', kind: 'outcode', ...MANCHESTER, source: 'test' },
  ]);
  await emulators.snapshotForHandlers();
}, 120_000);

afterAll(async () => {
  resetGeocoder();
  resetSearchIndex();
  await emulators?.stop();
});

describe('GET /api/listings/compare', () => {
  it('answers the vans in the order asked, the ones no longer live as unavailable', async () => {
    const { status, headers, body } = await compare({
      ids: 'sold-van,live-private,live-leeds,pending-van,never-there',
    });
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('public, max-age=30');
    expect(body.postcode).toBeNull();
    expect(body.items.map((item) => [item.id, item.available])).toEqual([
      ['sold-van', false],
      ['live-private', true],
      ['live-leeds', true],
      ['pending-van', false],
      ['never-there', false],
    ]);
    expect(body.items[0]).toEqual({ id: 'sold-van', available: false });
  });

  it('gives each live van the rows the compare table shows, and nothing private', async () => {
    const { body } = await compare({ ids: 'live-leeds,live-private' });
    const [leeds, trafic] = body.items as CompareVan[];
    expect(leeds).toMatchObject({
      id: 'live-leeds',
      price: live.price,
      price_includes_vat: false,
      seller_type: 'trade_dealer',
      year: live.year,
      mileage: live.mileage,
      fuel_type: live.fuel_type,
      transmission: live.transmission,
      ulez_compliant: true,
      body_type: 'panel_van',
      engine_size_cc: 1995,
      // Labels, in the product's order, not the order stored.
      features: ['Parking Sensors', 'Ply Lining'],
      distance_miles: null,
    });
    expect(leeds?.path).toContain('/live-leeds');
    expect(trafic).toMatchObject({
      seller_type: 'private_seller',
      body_type: null,
      engine_size_cc: null,
      features: [],
    });
    for (const item of body.items) {
      expect(item).not.toHaveProperty('user_id');
      expect(item).not.toHaveProperty('postcode');
      expect(item).not.toHaveProperty('description');
    }
  });

  it('measures each located van from a postcode, and says which postcode', async () => {
    const { status, body } = await compare({ ids: 'live-leeds,live-private', postcode: 'm1 1ae' });
    expect(status).toBe(200);
    expect(body.postcode).toBe('M1 1AE');
    const [leeds, trafic] = body.items as CompareVan[];
    expect(leeds?.distance_miles).toBe(roundMiles(distanceMiles(MANCHESTER, LEEDS)));
    // No coordinates, no distance.
    expect(trafic?.distance_miles).toBeNull();
  });

  it.each([
    ['no ids', {}, COMPARE_IDS_MESSAGES.missing],
    ['an empty list', { ids: '' }, COMPARE_IDS_MESSAGES.missing],
    ['a malformed id', { ids: 'live-leeds,<script>' }, COMPARE_IDS_MESSAGES.malformed],
    ['an empty id between commas', { ids: 'live-leeds,,sold-van' }, COMPARE_IDS_MESSAGES.malformed],
    ['a van named twice', { ids: 'live-leeds,live-leeds' }, COMPARE_IDS_MESSAGES.duplicate],
    [
      'more than 12 vans',
      { ids: Array.from({ length: 13 }, (_, i) => `van-${i}`).join(',') },
      COMPARE_IDS_MESSAGES.tooMany,
    ],
    ['a huge list', { ids: 'a,'.repeat(5_000) }, COMPARE_IDS_MESSAGES.tooMany],
  ])('refuses %s with 400 and says why', async (_, query, message) => {
    const { status, body } = await compare(query);
    expect(status).toBe(400);
    expect(body.error.fields['query.ids']).toEqual([message]);
  });

  it('refuses a malformed postcode with 400 and an unknown one with 422', async () => {
    const bad = await compare({ ids: 'live-leeds', postcode: 'NOT A POSTCODE' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields['query.postcode']).toBeDefined();
    const unknown = await compare({ ids: 'live-leeds', postcode: 'ZE3 9ZZ' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.code).toBe('postcode_not_found');
  });
});
