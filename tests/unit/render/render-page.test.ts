import { describe, expect, it } from 'vitest';
import type { PageDataSource, RenderDeps } from '#shared/page-render';
import { fakePageData } from '#web/server/fake-page-data';
import { createRenderPage } from '#web/server/render-page';

// The renderer's own decisions (guards, redirects, private shells, the data step, the payload,
// the failure fallback) with a fake API. Pages' head tags and statuses are the views' part and
// are covered by the integration URL table.

const ORIGIN = 'https://www.vanyard.co.uk';
const TEMPLATE = [
  '<!doctype html><html lang="en-GB"><head><meta charset="UTF-8" /><!--app-head-->',
  '<script type="module" crossorigin src="/assets/index-AbC.js"></script></head>',
  '<body><div id="root"><!--app-html--></div></body></html>',
].join('');
const LISTING_PATH = '/used-vans/ford/transit-custom/2019/leeds/AbC123';

type Answer = { status: number; body: unknown };

function fakeApi(answers: Record<string, Answer | Error>) {
  return fakePageData(
    (url) =>
      answers[url.split('?')[0]!] ?? {
        status: 404,
        body: { error: { code: 'not_found', message: 'Not found.' } },
      },
  );
}

function depsWith(pages: PageDataSource): RenderDeps {
  return { pages, siteOrigin: ORIGIN, now: new Date('2026-11-26T12:00:00Z'), contact: null };
}

const renderPage = createRenderPage({ template: TEMPLATE, manifest: {}, routeModules: {} });

async function render(path: string, answers: Record<string, Answer | Error> = {}, head = false) {
  const { pages, asked } = fakeApi(answers);
  const page = await renderPage(new URL(path, ORIGIN), depsWith(pages), head ? 'HEAD' : 'GET');
  return { ...page, asked };
}

function payloadOf(html: string): {
  v: number;
  origin: string;
  loaderData?: Record<string, unknown>;
} {
  const match = /<script type="application\/json" id="vy-ssr">([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no payload');
  return JSON.parse(match[1]);
}

describe('renderPage', () => {
  it.each([
    '/dashboard',
    '/dashboard/listings/AbC123/edit',
    '/admin/users',
    '/auth/login',
    '/add-listing',
  ])('%s gets the shell with noindex, without asking for data', async (path) => {
    const page = await render(path);
    expect(page.status).toBe(200);
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.headers['cache-control']).toContain('s-maxage=3600');
    expect(page.html).toContain('<div id="root"></div>');
    expect(page.html).toContain('<title>VanYard</title><meta name="robots" content="noindex">');
    expect(page.asked).toEqual([]);
  });

  it.each([
    '/used-vans/ford%2Ftransit',
    '/used-vans/..%2F..',
    '/used-vans/ford/transit/leeds/%0d%0aSet-Cookie:x',
    `/used-vans/${'a'.repeat(2000)}`,
    '/blog/%3Cscript%3Ealert(1)%3C%2Fscript%3E%00',
  ])('refuses %s with the not-found page, echoing nothing', async (path) => {
    const page = await render(path);
    expect(page.status).toBe(404);
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.headers['cache-control']).toContain('s-maxage=60,');
    expect(page.html).toContain('<div id="root"><');
    expect(page.html).not.toContain('Set-Cookie');
    expect(page.html).not.toContain('aaaaaaaaaa');
    expect(page.html).not.toMatch(/%2F|%3C|<script>alert/i);
    expect(page.asked).toEqual([]);
  });

  it.each(['/line%E2%80%A8separator', '/used-vans/ford/transit-custom/leeds/a%E2%80%A9b'])(
    '%s, which not even the catch-all route matches, is the not-found page, not a 200 error page',
    async (path) => {
      const page = await render(path);
      expect(page.status).toBe(404);
      expect(page.headers['x-robots-tag']).toBe('noindex');
      expect(page.headers['cache-control']).toContain('s-maxage=60,');
      expect(page.html).not.toContain('Unexpected Application Error');
      expect(page.html).not.toContain('separator');
    },
  );

  it.each([
    ['/About', '/about'],
    ['/contact/', '/contact'],
    ['/used-vans/Ford/Transit-Custom', '/used-vans/ford/transit-custom'],
    ['/used-vans/ford/any/leeds', '/used-vans/ford?location=leeds'],
  ])('moves %s to %s in one hop', async (path, location) => {
    const page = await render(path);
    expect(page.status).toBe(301);
    expect(page.headers.location).toBe(location);
    expect(page.headers['cache-control']).toContain('s-maxage=3600');
    expect(page.html).toBe('');
    expect(page.asked).toEqual([]);
  });

  it('moves a listing to its canonical path, with the query, once the API names it', async () => {
    const page = await render('/used-vans/vauxhall/vivaro/leeds/AbC123?utm_source=mail', {
      '/api/listings/AbC123': { status: 200, body: { availability: 'live', path: LISTING_PATH } },
    });
    expect(page.status).toBe(301);
    expect(page.headers.location).toBe(`${LISTING_PATH}?utm_source=mail`);
    // Similar vans are asked for only on the page that renders.
    expect(page.asked).toEqual(['/api/listings/AbC123']);
  });

  it('serves the uncached 503 shell when the API fails, rather than a page with a hole', async () => {
    const failing = await render(LISTING_PATH, {
      '/api/listings/AbC123': {
        status: 503,
        body: { error: { code: 'unavailable', message: 'x' } },
      },
    });
    expect(failing.status).toBe(503);
    expect(failing.headers).toMatchObject({ 'cache-control': 'no-store', 'retry-after': '30' });
    expect(failing.html).toContain('<div id="root"></div>');

    const throwing = await render(LISTING_PATH, { '/api/listings/AbC123': new Error('socket') });
    expect(throwing.status).toBe(503);
  });

  it('writes no loader data into the payload of a page whose routes have no loader', async () => {
    const page = await render('/about');
    expect(page.status).toBe(200);
    expect(payloadOf(page.html)).toEqual({
      v: 1,
      renderedAt: expect.any(Number),
      origin: ORIGIN,
    });
  });

  it("serves the same shell when a route loader's data fails", async () => {
    const failing = await render('/', {
      '/api/listings/featured': { status: 503, body: { error: { code: 'x', message: 'x' } } },
      '/api/listings/search': { status: 200, body: { total: 240, items: [] } },
    });
    expect(failing.status).toBe(503);
    expect(failing.headers).toMatchObject({ 'cache-control': 'no-store', 'retry-after': '30' });
    expect(failing.html).toContain('<div id="root"></div>');
  });

  it("renders the home page with its loader's data in the payload, its edge lifetime from its definition", async () => {
    const page = await render('/', {
      '/api/listings/featured': { status: 200, body: { items: [] } },
      '/api/listings/search': { status: 200, body: { total: 240, items: [] } },
    });
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toContain('s-maxage=120,');
    expect(page.headers['server-timing']).toMatch(/^data;dur=[\d.]+, render;dur=[\d.]+$/);
    expect(page.headers['x-vanyard-ssr-missing']).toBe('');

    const payload = payloadOf(page.html);
    expect(payload).toMatchObject({ v: 1, origin: ORIGIN });
    // By route id (the page's id), as the browser router takes it for hydration.
    expect(payload.loaderData).toEqual({
      home: { featured: { items: [] }, count: { total: 240, items: [] } },
    });
    expect(page.asked.sort()).toEqual(['/api/listings/featured', '/api/listings/search']);
    expect(page.html).toMatch(
      /<div id="root"><div[^>]*>[\s\S]+<\/div><script type="application\/json"/,
    );
    expect(page.html).not.toMatch(/\sstyle=/);
  });

  it('answers HEAD like GET, without the body', async () => {
    const get = await render('/About');
    const head = await render('/About', {}, true);
    expect(head.status).toBe(get.status);
    expect(head.headers.location).toBe(get.headers.location);
    const shell = await render('/dashboard', {}, true);
    expect(shell.status).toBe(200);
    expect(shell.html).toBe('');
  });
});
