import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDemoListings } from '../../../infra/local/seed/generate-listings';
import { lineLogger } from '../../../infra/local/line-logger';
import { putListingsBatch } from '../../../lambdas/data/listings-repo';
import { handler as generate } from '../../../lambdas/handlers/generate-sitemaps';
import { handler as readSitemap } from '../../../lambdas/handlers/read-sitemap';
import { compactSearchSnapshot } from '../../../lambdas/search/projection/compact-search-snapshot';
import { isLive, type Listing } from '../../../shared/listing';
import { listingPath } from '../../../shared/listing-paths';
import { apiEvent, lambdaContext } from '../../support/api-event';
import { checkSitemap } from '../../support/sitemap-check';
import { startSearchEmulators, type SearchEmulators } from '../search/search-emulators';

// Demo listings -> table -> search snapshot -> the scheduled job -> the sitemaps bucket -> the API.
const ORIGIN = 'https://vanyard.example';
let emulators: SearchEmulators;
let listings: Listing[];

async function read(name: string, query: Record<string, string> = {}) {
  const event = apiEvent('GET', `/api/sitemap/${name}`, { pathParameters: { name }, query });
  const response = (await readSitemap(event, lambdaContext)) as APIGatewayProxyStructuredResultV2;
  return {
    status: response.statusCode,
    headers: response.headers ?? {},
    body: response.body ?? '',
  };
}

beforeAll(async () => {
  emulators = await startSearchEmulators();
  const sitemaps = await emulators.newBucket('vanyard-test-sitemaps');
  Object.assign(process.env, { SITEMAPS_BUCKET: sitemaps, SITE_ORIGIN: ORIGIN });
  // Demo data: mostly live, about 5% sold, pending or rejected.
  listings = generateDemoListings({ count: 300, seed: 5, now: new Date() }).map(
    (demo) => demo.listing,
  );
  await putListingsBatch(emulators.db, listings);
  await compactSearchSnapshot({
    db: emulators.db,
    s3: emulators.s3,
    bucket: emulators.bucket,
    log: lineLogger(() => undefined, 'test'),
  });
}, 120_000);

afterAll(async () => {
  await emulators?.stop();
});

describe('the sitemaps job and GET /api/sitemap/{name}', () => {
  it('answers 404 before the sitemaps exist', async () => {
    const response = await read('index');
    expect(response.status).toBe(404);
    expect(JSON.parse(response.body)).toEqual({
      error: { code: 'not_found', message: 'The sitemaps have not been generated yet.' },
    });
  });

  it('lists every live listing and no sold, pending or rejected one, in valid sitemaps', async () => {
    const result = await generate();
    const live = listings.filter((listing) => isLive(listing));
    const notLive = listings.filter((listing) => !isLive(listing));
    expect(notLive.length).toBeGreaterThan(0);
    expect(result.counts.listings).toBe(live.length);

    const index = await read('index');
    expect(index.status).toBe(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    const files = checkSitemap(index.body, ORIGIN).entries.map((entry) => entry.loc);
    expect(files).toEqual(
      ['static', 'categories', 'listings', 'blog'].map((kind) => `${ORIGIN}/sitemap-${kind}.xml`),
    );

    const urls = new Set(
      checkSitemap((await read('listings')).body, ORIGIN).entries.map((e) => e.loc),
    );
    for (const listing of live) expect(urls.has(`${ORIGIN}${listingPath(listing)}`)).toBe(true);
    for (const listing of notLive) expect(urls.has(`${ORIGIN}${listingPath(listing)}`)).toBe(false);
    expect(urls.size).toBe(live.length);
  });

  it('lists a category page only where live vans are', async () => {
    const pages = checkSitemap((await read('categories')).body, ORIGIN).entries.map((e) => e.loc);
    const live = listings.filter((listing) => isLive(listing));
    for (const listing of live) {
      expect(pages).toContain(`${ORIGIN}/used-vans/${listing.make_slug}/${listing.model_slug}`);
      expect(pages).toContain(
        `${ORIGIN}/used-vans/${listing.make_slug}/${listing.model_slug}/${listing.location_slug}`,
      );
    }
    const liveMakes = new Set(live.map((listing) => listing.make_slug));
    const makePages = pages.filter((loc) => loc.split('/').length === 5);
    expect(new Set(makePages)).toEqual(
      new Set([...liveMakes].map((make) => `${ORIGIN}/used-vans/${make}`)),
    );
  });

  it('serves the static and blog sitemaps, a part by number, and refuses unknown names', async () => {
    expect(checkSitemap((await read('static')).body, ORIGIN).entries.map((e) => e.loc)).toContain(
      `${ORIGIN}/ulez-van-checker`,
    );
    expect(checkSitemap((await read('blog')).body, ORIGIN).entries.map((e) => e.loc)).toContain(
      `${ORIGIN}/blog/ford-transit-reliability`,
    );
    expect((await read('listings', { part: '1' })).status).toBe(200);
    expect((await read('listings', { part: '2' })).status).toBe(404);
    expect((await read('listings', { part: 'x' })).status).toBe(400);
    expect((await read('robots')).status).toBe(400);
  });
});
