import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putListingsBatch } from '../../../lambdas/data/listings-repo';
import { putProfilesBatch } from '../../../lambdas/data/profiles-repo';
import { handler as featuredHandler } from '../../../lambdas/handlers/featured-listings';
import { handler as detailHandler } from '../../../lambdas/handlers/listing-detail';
import { handler as similarHandler } from '../../../lambdas/handlers/listing-similar';
import { handler as searchHandler } from '../../../lambdas/handlers/search-listings';
import { handler as settingsHandler } from '../../../lambdas/handlers/site-settings';
import { createPageApi } from '../../../lambdas/render/page-api';
import { resetSearchIndex } from '../../../lambdas/search/projection/search-index-provider';
import { PAGE_DATA_ROUTES } from '../../../shared/api/page-data-routes';
import type { ApiTransport } from '../../../shared/page-render';
import { slugify } from '../../../shared/slug';
import { apiUrl, readAnswer } from '../../../web/src/api/client';
import { answerOf, apiEvent, type Handler } from '../../support/api-event';
import { aListing } from '../../support/listing-fixture';
import { startSearchEmulators, type SearchEmulators } from '../search/search-emulators';

// The renderer's in-process API (lambdas/render/page-api.ts) on DynamoDB Local and s3rver: each
// page data route answers exactly as the API's own handler does when called through the edge.

const LEEDS = { latitude: 53.7997, longitude: -1.5492 };
const PLY = 'Ply Lining';
const BLUETOOTH = 'Bluetooth / AUX / USB';
const live = aListing({ id: 'live-1', features: [PLY, BLUETOOTH], ...LEEDS });
const plyOnly = aListing({ id: 'ply-only', features: [PLY], ...LEEDS });
const neighbour = aListing({ id: 'neighbour', features: [], latitude: LEEDS.latitude + 0.1 });
const featured = aListing({
  id: 'featured-1',
  homepage_featured: true,
  boost_expires: new Date(Date.now() + 3 * 86_400_000).toISOString(),
});
const sold = aListing({ id: 'sold-1', status: 'sold' });
const other = aListing({ id: 'other-make', make: 'Vauxhall', model: 'Vivaro', features: [] });

let emulators: SearchEmulators;
let api: ApiTransport;

beforeAll(async () => {
  emulators = await startSearchEmulators();
  await putProfilesBatch(emulators.db, [
    {
      id: 'seller-1',
      email: 'sales@dealer.example',
      full_name: 'Dealer Ltd',
      phone_number: '0113 496 0000',
      location: 'Leeds',
      website_url: 'https://dealer.example',
      seller_type: 'trade_dealer',
      created_at: '2024-01-01T00:00:00.000Z',
    },
  ]);
  await putListingsBatch(emulators.db, [live, plyOnly, neighbour, featured, sold, other]);
  await emulators.snapshotForHandlers();
  api = createPageApi();
}, 120_000);

afterAll(async () => {
  resetSearchIndex();
  await emulators?.stop();
});

/** The same GET through the handler directly, as the edge would send it. */
async function direct(
  handler: Handler,
  path: string,
  options: Parameters<typeof apiEvent>[2] = {},
): Promise<{ status: number; body: unknown }> {
  const event: APIGatewayProxyEventV2 = apiEvent('GET', path, options);
  const { status, body } = await answerOf(handler, event);
  return { status, body };
}

describe('createPageApi', () => {
  it('answers a listing as the detail handler does', async () => {
    const url = apiUrl(PAGE_DATA_ROUTES[0], { path: { id: 'live-1' } });
    const answer = await api(url);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      availability: 'live',
      path: '/used-vans/ford/transit-custom/2019/leeds/live-1',
    });
    expect(answer).toEqual(
      await direct(detailHandler, '/api/listings/live-1', { pathParameters: { id: 'live-1' } }),
    );
  });

  it('answers a sold listing with the unavailable view and an unknown one with 404', async () => {
    expect((await api('/api/listings/sold-1')).body).toMatchObject({
      availability: 'unavailable',
      reason: 'sold',
    });
    const unknown = await api('/api/listings/no-such-van');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: { code: 'not_found' } });
  });

  it('validates the id as the API does (decoded, as API Gateway hands it over)', async () => {
    const url = apiUrl(PAGE_DATA_ROUTES[0], { path: { id: 'not an id' } });
    expect(url).toBe('/api/listings/not%20an%20id');
    const answer = await api(url);
    expect(answer.status).toBe(400);
    expect(answer).toEqual(
      await direct(detailHandler, '/api/listings/not an id', {
        pathParameters: { id: 'not an id' },
      }),
    );
  });

  it('answers similar listings', async () => {
    const answer = await api('/api/listings/live-1/similar');
    expect(answer.status).toBe(200);
    expect(answer).toEqual(
      await direct(similarHandler, '/api/listings/live-1/similar', {
        pathParameters: { id: 'live-1' },
      }),
    );
    expect((answer.body as { items: { id: string }[] }).items.map((item) => item.id)).toContain(
      'ply-only',
    );
  });

  it('chooses the search route over a listing called "search"', async () => {
    const answer = await api('/api/listings/search?make=ford&model=transit-custom');
    expect(answer.status).toBe(200);
    // Every live Transit Custom: not the sold one, not the Vauxhall.
    expect(answer.body).toMatchObject({ total: 4, page: 1 });
    expect(answer).toEqual(
      await direct(searchHandler, '/api/listings/search', {
        query: { make: 'ford', model: 'transit-custom' },
      }),
    );
  });

  it('joins repeated query keys with commas, as payload 2.0 does', async () => {
    const [ply, bluetooth] = [slugify(PLY), slugify(BLUETOOTH)];
    const repeated = await api(`/api/listings/search?features=${ply}&features=${bluetooth}`);
    const joined = await api(`/api/listings/search?features=${ply},${bluetooth}`);
    expect(repeated.status).toBe(200);
    expect(repeated).toEqual(joined);
    // Only the vans with both features, so neither key was lost.
    const ids = (repeated.body as { items: { id: string }[] }).items.map((item) => item.id);
    expect(ids.sort()).toEqual(['featured-1', 'live-1']);
  });

  it('answers a bad search with the API 400', async () => {
    const answer = await api('/api/listings/search?minPrice=abc');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      error: { code: 'bad_request', fields: { 'query.minPrice': expect.any(Array) } },
    });
  });

  it('answers the featured listings and the site settings', async () => {
    const featuredAnswer = await api('/api/listings/featured');
    expect(featuredAnswer.status).toBe(200);
    expect(featuredAnswer.body).toMatchObject({ items: [{ id: 'featured-1' }] });
    expect(featuredAnswer).toEqual(await direct(featuredHandler, '/api/listings/featured'));

    const settings = await api('/api/settings');
    expect(settings).toEqual(await direct(settingsHandler, '/api/settings'));
    expect(settings.status).toBe(200);
  });

  it('gives answers that the payload carries unchanged, once parsed as the client parses them', async () => {
    const urls: Record<(typeof PAGE_DATA_ROUTES)[number]['id'], string> = {
      ListingDetail: '/api/listings/live-1',
      ListingSimilar: '/api/listings/live-1/similar',
      SearchListings: '/api/listings/search?make=ford',
      FeaturedListings: '/api/listings/featured',
      SiteSettings: '/api/settings',
    };
    for (const contract of PAGE_DATA_ROUTES) {
      const answer = await api(urls[contract.id]);
      expect(answer.status, contract.id).toBe(200);
      const parsed = readAnswer(contract, answer.body);
      expect(JSON.parse(JSON.stringify(parsed)), contract.id).toStrictEqual(parsed);
    }
  });

  it.each([
    '/api/listings/live-1/phone',
    '/api/health',
    '/api/me/listings',
    '/api/listings',
    '/api/listings/live-1/similar/more',
  ])('refuses %s, which is not a page data route', async (url) => {
    await expect(api(url)).rejects.toThrow(/Not a page data route/);
  });
});
