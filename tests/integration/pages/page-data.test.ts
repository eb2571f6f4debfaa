import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putProfilesBatch } from '#lambdas/account/profiles-repo';
import { handler as featuredHandler } from '#lambdas/handlers/featured-listings';
import { handler as detailHandler } from '#lambdas/handlers/listing-detail';
import { handler as similarHandler } from '#lambdas/handlers/listing-similar';
import { handler as searchHandler } from '#lambdas/handlers/search-listings';
import { handler as settingsHandler } from '#lambdas/handlers/site-settings';
import { createLogger } from '#lambdas/platform/logger';
import { createPageData } from '#lambdas/render/page-data';
import { PAGE_DATA_ROUTES } from '#lambdas/render/page-data-routes';
import { createRenderHandler } from '#lambdas/render/render-handler';
import { resetSearchIndex } from '#lambdas/search/projection/search-index-provider';
import { PageDataUnavailable, type PageData, type PageDataSource } from '#shared/page-render';
import { slugify } from '#shared/slug';
import { readAnswer } from '#web/api/client';
import { createRenderPage } from '#web/server/render-page';
import { answerOf, apiEvent, pageEvent, type Handler } from '../../support/api-event';
import { aDealerProfile, aListing } from '../../support/listing-fixture';
import { startSearchEmulators, type SearchEmulators } from '../search/search-emulators';
import { putListingsBatch } from '#lambdas/listing/listing-writer';
import { syncDealerPage } from '#lambdas/account/dealer/dealer-page';
import { handler as dealerHandler } from '#lambdas/handlers/dealer-page';
import { handler as dealersHandler } from '#lambdas/handlers/dealer-directory';

// The renderer's data port (lambdas/render/page-data.ts) on DynamoDB Local and s3rver: each
// method answers exactly what its public route's handler answers through the edge, and a failed
// table is an outage (PageDataUnavailable), which the renderer serves as its 503 shell.

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
const pending = aListing({ id: 'pending-1', approval_status: 'pending' });
const other = aListing({ id: 'other-make', make: 'Vauxhall', model: 'Vivaro', features: [] });
const TEMPLATE =
  '<!doctype html><html lang="en-GB"><head><meta charset="UTF-8" /><!--app-head--></head>' +
  '<body><div id="root"><!--app-html--></div></body></html>';

let emulators: SearchEmulators | undefined;
let pages: PageDataSource;

beforeAll(async () => {
  // Its own DynamoDB Local: the last test stops it (a pooled one would stay up).
  emulators = await startSearchEmulators({ ownEmulator: true });
  // The dealer's page (decision 069): its profile, slug and directory entry, as a save writes them.
  const dealer = await syncDealerPage(emulators.db, aDealerProfile());
  await putProfilesBatch(emulators.db, [dealer]);
  await putListingsBatch(emulators.db, [live, plyOnly, neighbour, featured, sold, pending, other]);
  await emulators.snapshotForHandlers();
  pages = createPageData(createLogger({ handler: 'PageDataTest' }));
}, 120_000);

afterAll(async () => {
  resetSearchIndex();
  await emulators?.stop();
});

/** The same GET through the route's handler, as the edge would send it. */
async function direct(
  handler: Handler,
  path: string,
  options: Parameters<typeof apiEvent>[2] = {},
): Promise<{ status: number; body: unknown }> {
  const event: APIGatewayProxyEventV2 = apiEvent('GET', path, options);
  const { status, body } = await answerOf(handler, event);
  return { status, body };
}

/** The port's answer as the route would send it over HTTP: the data, or the error body. */
function asHttp(answer: PageData<unknown>): { status: number; body: unknown } {
  return answer.status === 200
    ? { status: 200, body: JSON.parse(JSON.stringify(answer.data)) }
    : { status: answer.status, body: { error: answer.error } };
}

describe('createPageData', () => {
  it('answers a listing as the detail handler does', async () => {
    const answer = await pages.listing('live-1');
    expect(answer).toMatchObject({
      status: 200,
      data: { availability: 'live', path: '/used-vans/ford/transit-custom/2019/leeds/live-1' },
    });
    expect(asHttp(answer)).toEqual(
      await direct(detailHandler, '/api/listings/live-1', { pathParameters: { id: 'live-1' } }),
    );
  });

  it('answers a sold listing with the unavailable view (the page’s 410) and hides unknown and never-approved ones (404)', async () => {
    expect(await pages.listing('sold-1')).toMatchObject({
      status: 200,
      data: { availability: 'unavailable', reason: 'sold' },
    });
    for (const id of ['no-such-van', 'pending-1', 'search']) {
      const answer = await pages.listing(id);
      expect(answer, id).toEqual({
        status: 404,
        error: { code: 'not_found', message: 'This van could not be found.' },
      });
      expect(asHttp(answer), id).toEqual(
        await direct(detailHandler, `/api/listings/${id}`, { pathParameters: { id } }),
      );
    }
  });

  it('validates the id as the API does: 400 with the field messages', async () => {
    const answer = await pages.listing('not an id');
    expect(answer).toMatchObject({
      status: 400,
      error: { code: 'bad_request', fields: { 'path.id': expect.any(Array) } },
    });
    expect(asHttp(answer)).toEqual(
      await direct(detailHandler, '/api/listings/not an id', {
        pathParameters: { id: 'not an id' },
      }),
    );
    expect((await pages.similar('not an id')).status).toBe(400);
  });

  it('answers similar listings, and 404 for a van that is not live', async () => {
    const answer = await pages.similar('live-1');
    expect(answer.status).toBe(200);
    expect(asHttp(answer)).toEqual(
      await direct(similarHandler, '/api/listings/live-1/similar', {
        pathParameters: { id: 'live-1' },
      }),
    );
    const ids = answer.status === 200 ? answer.data.items.map((item) => item.id) : [];
    expect(ids).toContain('ply-only');
    const gone = await pages.similar('sold-1');
    expect(asHttp(gone)).toEqual(
      await direct(similarHandler, '/api/listings/sold-1/similar', {
        pathParameters: { id: 'sold-1' },
      }),
    );
    expect(gone.status).toBe(404);
  });

  it('answers a search as the search handler does', async () => {
    const answer = await pages.search(new URLSearchParams('make=ford&model=transit-custom'));
    // Every live Transit Custom: not the sold or pending one, not the Vauxhall.
    expect(answer).toMatchObject({ status: 200, data: { total: 4, page: 1 } });
    expect(asHttp(answer)).toEqual(
      await direct(searchHandler, '/api/listings/search', {
        query: { make: 'ford', model: 'transit-custom' },
      }),
    );
  });

  it('joins repeated query keys with commas, as payload 2.0 hands them to the handler', async () => {
    const [ply, bluetooth] = [slugify(PLY), slugify(BLUETOOTH)];
    const repeated = await pages.search(
      new URLSearchParams([
        ['features', ply],
        ['features', bluetooth],
      ]),
    );
    const joined = await pages.search(new URLSearchParams({ features: `${ply},${bluetooth}` }));
    expect(repeated.status).toBe(200);
    expect(repeated).toEqual(joined);
    // Only the vans with both features, so neither value was lost.
    const ids = repeated.status === 200 ? repeated.data.items.map((item) => item.id) : [];
    expect(ids.sort()).toEqual(['featured-1', 'live-1']);
  });

  it('answers a bad search query with the API’s 400 and field messages', async () => {
    const answer = await pages.search(new URLSearchParams('minPrice=abc'));
    expect(answer).toMatchObject({
      status: 400,
      error: { code: 'bad_request', fields: { 'query.minPrice': expect.any(Array) } },
    });
    expect(asHttp(answer)).toEqual(
      await direct(searchHandler, '/api/listings/search', { query: { minPrice: 'abc' } }),
    );
  });

  it('answers a dealer page and the directory as their handlers do; 404 and 400 alike', async () => {
    const answer = await pages.dealer('dealer-ltd');
    expect(answer).toMatchObject({ status: 200, data: { name: 'Dealer Ltd', vans: 5 } });
    expect(asHttp(answer)).toEqual(
      await direct(dealerHandler, '/api/dealers/dealer-ltd', {
        pathParameters: { slug: 'dealer-ltd' },
      }),
    );
    for (const slug of ['nobody', 'Not_A_Slug']) {
      expect(asHttp(await pages.dealer(slug)), slug).toEqual(
        await direct(dealerHandler, `/api/dealers/${slug}`, { pathParameters: { slug } }),
      );
    }
    const directory = await pages.dealers();
    expect(directory).toMatchObject({ status: 200, data: { items: [{ slug: 'dealer-ltd' }] } });
    expect(asHttp(directory)).toEqual(await direct(dealersHandler, '/api/dealers'));
  });

  it('answers the featured listings and the site settings as their handlers do', async () => {
    const featuredAnswer = await pages.featured();
    expect(featuredAnswer).toMatchObject({ status: 200, data: { items: [{ id: 'featured-1' }] } });
    expect(asHttp(featuredAnswer)).toEqual(await direct(featuredHandler, '/api/listings/featured'));

    const settings = await pages.settings();
    expect(settings.status).toBe(200);
    expect(asHttp(settings)).toEqual(await direct(settingsHandler, '/api/settings'));
  });

  it('gives data that the payload carries unchanged, once parsed as the client parses it', async () => {
    const answers: Record<keyof PageDataSource, PageData<unknown>> = {
      featured: await pages.featured(),
      search: await pages.search(new URLSearchParams('make=ford')),
      listing: await pages.listing('live-1'),
      similar: await pages.similar('live-1'),
      settings: await pages.settings(),
      dealer: await pages.dealer('dealer-ltd'),
      dealers: await pages.dealers(),
    };
    for (const [method, contract] of Object.entries(PAGE_DATA_ROUTES)) {
      const answer = answers[method as keyof PageDataSource];
      if (answer.status !== 200) throw new Error(`${method}: ${answer.status}`);
      const parsed = readAnswer(contract, answer.data);
      expect(JSON.parse(JSON.stringify(parsed)), method).toStrictEqual(parsed);
    }
  });

  // Last: it stops the emulators.
  it('throws PageDataUnavailable when the table fails, and the renderer serves its 503 shell', async () => {
    await emulators?.stop();
    emulators = undefined;
    const failures = await Promise.allSettled([
      pages.featured(),
      pages.listing('live-1'),
      pages.settings(),
    ]);
    for (const failure of failures) {
      expect(failure.status).toBe('rejected');
      const reason = failure.status === 'rejected' ? failure.reason : undefined;
      expect(reason).toBeInstanceOf(PageDataUnavailable);
    }

    const handler = createRenderHandler({
      loadRenderer: async () =>
        createRenderPage({ template: TEMPLATE, manifest: {}, routeModules: {} }),
      siteOrigin: async () => 'https://www.vanyard.co.uk',
      contactJson: () => undefined,
      pages,
      log: createLogger({ handler: 'PageDataTest' }),
    });
    for (const path of ['/', '/used-vans/ford/transit-custom/2019/leeds/live-1']) {
      const result = await handler(pageEvent('GET', path));
      expect(result.statusCode, path).toBe(503);
      expect(result.headers?.['cache-control'], path).toContain('no-store');
    }
  }, 60_000);
});
