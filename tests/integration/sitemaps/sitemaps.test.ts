import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDemoListings } from '#infra/local/demo-data/generate-listings';
import { lineLogger } from '#infra/local/line-logger';
import { singleFlight } from '#lambdas/platform/job-lease';
import { handler as adminGenerate } from '#lambdas/handlers/admin-generate-sitemaps';
import { handler as scheduledGenerate } from '#lambdas/handlers/generate-sitemaps';
import { SITEMAPS_JOB } from '#shared/table-keys';
import { handler as readSitemap } from '#lambdas/handlers/read-sitemap';
import { compactSearchSnapshot } from '#lambdas/search/projection/compact-search-snapshot';
import { isLive, type Listing } from '#shared/listing';
import { listingPath } from '#shared/listing-paths';
import { apiEvent, lambdaContext } from '../../support/api-event';
import { checkSitemap } from '../../support/sitemap-check';
import { startSearchEmulators, type SearchEmulators } from '../search/search-emulators';
import { putListingsBatch } from '#lambdas/listing/listing-writer';

// Demo listings -> table -> search snapshot -> the scheduled job -> the sitemaps bucket -> the API.
const ORIGIN = 'https://vanyard.example';
let emulators: SearchEmulators;
let listings: Listing[];

/** The scheduled job's run, which must have written the files. */
async function generate() {
  const result = await scheduledGenerate();
  if ('skipped' in result) throw new Error('The sitemaps job was skipped');
  return result;
}

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

  it('runs one generation at a time: the schedule skips and an admin gets 409 while one runs', async () => {
    let finish!: () => void;
    const running = singleFlight(emulators.db, SITEMAPS_JOB, 60_000, async () => {
      await new Promise<void>((resolve) => (finish = resolve));
      return 'held';
    });
    // Let the lease be taken before the others ask for it.
    await new Promise((resolve) => setTimeout(resolve, 200));
    try {
      expect(await scheduledGenerate()).toEqual({ skipped: 'already running' });
      const admin = apiEvent('POST', '/api/admin/sitemaps', {
        claims: { sub: 'admin-1', 'cognito:groups': '[admin]' },
      });
      const busy = (await adminGenerate(admin, lambdaContext)) as APIGatewayProxyStructuredResultV2;
      expect(busy.statusCode).toBe(409);
      expect(JSON.parse(busy.body ?? '')).toMatchObject({ error: { code: 'sitemaps_running' } });
    } finally {
      finish();
    }
    expect(await running).toEqual({ ran: true, result: 'held' });
    // The lease is freed with the run: the next one goes ahead.
    expect((await generate()).counts.total).toBeGreaterThan(0);
  });

  it('lets only one of many simultaneous requests run, and takes over a lease a crash left', async () => {
    let runs = 0;
    const slowRun = async () => {
      runs++;
      await new Promise((resolve) => setTimeout(resolve, 300));
    };
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, () => singleFlight(emulators.db, 'test-job', 60_000, slowRun)),
    );
    expect(outcomes.filter((outcome) => outcome.ran)).toHaveLength(1);
    expect(runs).toBe(1);

    // A run that died holding the lease: past its time, the next caller takes it.
    const stale = await singleFlight(emulators.db, 'crashed-job', 1_000, () =>
      singleFlight(
        emulators.db,
        'crashed-job',
        1_000,
        async () => 'inner',
        () => Date.now() + 5_000,
      ),
    );
    expect(stale).toEqual({ ran: true, result: { ran: true, result: 'inner' } });
  });
});
