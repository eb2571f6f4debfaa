import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putProfilesBatch } from '#lambdas/account/profiles-repo';
import { createLogger } from '#lambdas/platform/logger';
import { createPageData } from '#lambdas/render/page-data';
import { createRenderHandler, type RenderHandler } from '#lambdas/render/render-handler';
import { resetSearchIndex } from '#lambdas/search/projection/search-index-provider';
import { createRenderPage } from '#web/server/render-page';
import { aDealerProfile, aListing } from '../../support/listing-fixture';
import { startSearchEmulators, type SearchEmulators } from '../search/search-emulators';
import { pageEvent } from '../../support/api-event';
import { putListingsBatch } from '#lambdas/listing/listing-writer';

// The whole server path on DynamoDB Local and s3rver: a function URL event through the render
// handler, the renderer and its data step, and the API's own handlers in process. Run from
// source (createRenderPage), as the SSR bundle would run it. The pages' head tags and statuses
// are the views' part and come with the integration URL table.

const ORIGIN = 'https://www.vanyard.co.uk';
const TEMPLATE =
  '<!doctype html><html lang="en-GB"><head><meta charset="UTF-8" /><!--app-head-->' +
  '<script type="module" crossorigin src="/assets/index-AbC.js"></script></head>' +
  '<body><div id="root"><!--app-html--></div></body></html>';

const featured = aListing({
  id: 'featured-1',
  title: 'Featured Transit Custom Sportline',
  homepage_featured: true,
  boost_expires: new Date(Date.now() + 3 * 86_400_000).toISOString(),
});
const live = aListing({ id: 'Live_One-1', year: 2019 });
const CANONICAL = '/used-vans/ford/transit-custom/2019/leeds/Live_One-1';

let emulators: SearchEmulators;
let handler: RenderHandler;

beforeAll(async () => {
  emulators = await startSearchEmulators();
  await putProfilesBatch(emulators.db, [aDealerProfile()]);
  await putListingsBatch(emulators.db, [featured, live]);
  await emulators.snapshotForHandlers();
  const renderPage = createRenderPage({ template: TEMPLATE, manifest: {}, routeModules: {} });
  handler = createRenderHandler({
    loadRenderer: async () => renderPage,
    siteOrigin: async () => ORIGIN,
    contactJson: () => undefined,
    pages: createPageData(createLogger({ handler: 'RenderPageTest' })),
    log: createLogger({ handler: 'RenderPageTest' }),
  });
}, 120_000);

afterAll(async () => {
  resetSearchIndex();
  await emulators?.stop();
});

function payloadOf(html: string): { loaderData?: Record<string, unknown> } {
  const match = /<script type="application\/json" id="vy-ssr">([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no payload');
  return JSON.parse(match[1]);
}

describe('the render handler on the local table', () => {
  it('renders the home page with the featured vans from the table', async () => {
    const result = await handler(pageEvent('GET', '/'));
    expect(result.statusCode).toBe(200);
    expect(result.headers?.['x-vanyard-ssr-missing']).toBe('');
    const html = String(result.body);
    expect(html).toContain('Featured Transit Custom Sportline');
    // The home route's loader data (decision 041), by its route id, as the browser router takes it.
    expect(payloadOf(html).loaderData).toEqual({
      home: {
        featured: { items: [expect.objectContaining({ id: 'featured-1' })] },
        // The live count of every van, as the home search's button asks for it.
        count: expect.objectContaining({ total: 2 }),
      },
    });
  });

  it('moves a listing at a stale path to the canonical path the API gives', async () => {
    const result = await handler(
      pageEvent('GET', '/used-vans/vauxhall/vivaro/leeds/Live_One-1', 'utm_source=mail'),
    );
    expect(result.statusCode).toBe(301);
    expect(result.headers?.location).toBe(`${CANONICAL}?utm_source=mail`);
    expect(result.body).toBe('');
  });

  it('answers the private shell, bad input and other methods without the data layer', async () => {
    const shell = await handler(pageEvent('GET', '/dashboard/listings/Live_One-1'));
    expect(shell.statusCode).toBe(200);
    expect(shell.headers?.['x-robots-tag']).toBe('noindex');

    const bad = await handler(pageEvent('GET', '/used-vans/ford%2Ftransit'));
    expect(bad.statusCode).toBe(404);
    expect(String(bad.body)).not.toContain('%2F');

    expect((await handler(pageEvent('POST', '/'))).statusCode).toBe(405);
  });

  it('answers HEAD with the status and headers of GET and no body', async () => {
    const result = await handler(pageEvent('HEAD', '/'));
    expect(result.statusCode).toBe(200);
    expect(result.headers?.['cache-control']).toContain('s-maxage=120');
    expect(result.body).toBe('');
  });
});
