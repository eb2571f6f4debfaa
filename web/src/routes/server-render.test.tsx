// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPrice } from '#shared/format';
import type { RenderDeps } from '#shared/page-render';
import type { SearchCard, SearchResponse } from '#shared/search/response';
import { fakePageData } from '../server/fake-page-data';
import { createRenderPage } from '../server/render-page';

// The home and results pages rendered by the server renderer itself, with a fake API answering
// the page-data routes: the guard against a component of these pages regressing to reading
// the browser while rendering, or to rendering a loading state over data the server had.

const ORIGIN = 'https://www.vanyard.co.uk';
const TEMPLATE = [
  '<!doctype html><html lang="en-GB"><head><meta charset="UTF-8" /><!--app-head-->',
  '<script type="module" crossorigin src="/assets/index-AbC.js"></script></head>',
  '<body><div id="root"><!--app-html--></div></body></html>',
].join('');

const PAGE_SIZE = 24;
/** Ford Transit Custom vans in Leeds: 30, so two pages. */
const LEEDS_TOTAL = 30;

function card(index: number): SearchCard {
  return {
    id: `van${index}`,
    title: `2020 Ford Transit Custom ${index}`,
    headline: null,
    make: 'Ford',
    model: 'Transit Custom',
    year: 2020,
    price: 12_000 + index * 250,
    price_includes_vat: false,
    mileage: 40_000 + index,
    fuel_type: 'diesel',
    transmission: 'manual',
    location: 'Leeds',
    seller_type: 'trade_dealer',
    ulez_compliant: true,
    image_url: `/images/listings/van${index}/photo-1`,
    featured: index === 0,
    path: `/used-vans/ford/transit-custom/2020/leeds/van${index}`,
    distance_miles: null,
  };
}

const EMPTY_FACETS: SearchResponse['facets'] = {
  make: {},
  model: {},
  fuelType: {},
  transmission: {},
  bodyType: {},
  sellerType: {},
  roofHeight: {},
  wheelbase: {},
  cabType: {},
  carLicence: 0,
  euroPallets: {},
  goodPrice: 0,
};

/** The search API over one town's worth of vans: none anywhere but Leeds (or anywhere at all). */
function searchAnswer(query: URLSearchParams): SearchResponse {
  const location = query.get('location');
  const total = location === null || location === 'leeds' ? LEEDS_TOTAL : 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = Number(query.get('page') ?? '1');
  const first = (page - 1) * PAGE_SIZE;
  const count = Math.max(0, Math.min(PAGE_SIZE, total - first));
  return {
    total,
    page,
    pageSize: PAGE_SIZE,
    pages,
    sort: 'featured',
    items: Array.from({ length: count }, (_, index) => card(first + index)),
    facets: { ...EMPTY_FACETS, make: { ford: total }, fuelType: { diesel: total } },
    origin: null,
    relax: total === 0 ? { filter: 'location', total: LEEDS_TOTAL } : null,
    alternatives: [],
    oldestYear: 2012,
  };
}

const { pages, asked } = fakePageData((apiUrl) => {
  const url = new URL(apiUrl, ORIGIN);
  if (url.pathname === '/api/listings/featured') return { status: 200, body: { items: [] } };
  if (url.pathname === '/api/listings/search') {
    return { status: 200, body: searchAnswer(url.searchParams) };
  }
  throw new Error(`No fixture for ${apiUrl}`);
});

const deps: RenderDeps = {
  pages,
  siteOrigin: ORIGIN,
  now: new Date('2026-11-26T12:00:00Z'),
  contact: null,
};

const renderPage = createRenderPage({ template: TEMPLATE, manifest: {}, routeModules: {} });

const rejections: unknown[] = [];
const onRejection = (reason: unknown) => void rejections.push(reason);
beforeAll(() => void process.on('unhandledRejection', onRejection));
afterAll(() => void process.off('unhandledRejection', onRejection));

async function render(path: string) {
  const page = await renderPage(new URL(path, ORIGIN), deps);
  // Give a stray promise of the render the chance to reject before the checks.
  await new Promise((resolve) => setTimeout(resolve, 0));
  return page;
}

function count(html: string, pattern: RegExp): number {
  return html.match(new RegExp(pattern.source, 'g'))?.length ?? 0;
}

/** Where a pattern occurs, with a little context: readable failures on a whole document. */
function occurrences(html: string, pattern: RegExp): string[] {
  return [...html.matchAll(new RegExp(pattern.source, 'g'))].map((match) =>
    html.slice(Math.max(0, match.index - 80), match.index + 80),
  );
}

function h1Of(html: string): string | undefined {
  return /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '');
}

/** Every page here: rendered, one head, no loading state, no style attribute, nothing thrown. */
function expectCleanPage(page: Awaited<ReturnType<typeof render>>, missing: string[] = []) {
  expect(page.status).not.toBe(503);
  expect(count(page.html, /<title>/)).toBe(1);
  expect(count(page.html, /<link rel="canonical"/)).toBeLessThanOrEqual(1);
  // A text that starts with it ('Loading vans…'), not a feature such as 'Side Loading Door'.
  expect(occurrences(page.html, />\s*Loading/)).toEqual([]);
  expect(occurrences(page.html, /aria-busy="true"/)).toEqual([]);
  expect(occurrences(page.html, /\sstyle=/)).toEqual([]);
  expect(page.headers['x-vanyard-ssr-missing']?.split(' ').filter(Boolean) ?? []).toEqual(missing);
  expect(rejections).toEqual([]);
}

function canonicalOf(html: string): string | undefined {
  return /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
}

function robotsOf(html: string): string | undefined {
  return /<meta name="robots" content="([^"]*)"/.exec(html)?.[1];
}

describe('server render of the home and results pages', () => {
  it('renders the home page with its search and the live count the server had', async () => {
    const page = await render('/');
    expectCleanPage(page);
    expect(page.status).toBe(200);
    expect(canonicalOf(page.html)).toBe(`${ORIGIN}/`);
    expect(robotsOf(page.html)).toBeUndefined();
    expect(h1Of(page.html)).toBeTruthy();
    // The count the server fetched, not the fallback a browser would show while counting.
    expect(page.html).toContain(`Search ${LEEDS_TOTAL} vans`);
    // The postcode field is empty on the server: storage is this browser's, read after hydration.
    expect(page.html).toMatch(/<input id="home-postcode"[^>]*value=""/);
    // Anonymous page: the sell banner is there for the visitor who has not dismissed it.
    expect(page.html).toContain('Have a Van to Sell?');
  });

  it.each([
    ['/used-vans', 'Used Vans for Sale'],
    ['/used-vans/ford', 'Used Ford Vans for Sale'],
    ['/used-vans/ford/transit-custom', 'Used Ford Transit Custom for Sale'],
    ['/used-vans/ford/transit-custom/leeds', 'Used Ford Transit Custom for Sale in Leeds'],
  ])('renders %s with its cards, prices, pager and head', async (path, heading) => {
    const page = await render(path);
    expectCleanPage(page);
    expect(page.status).toBe(200);
    expect(h1Of(page.html)).toBe(heading);
    expect(page.html).toContain(`<title>${heading} | VanYard</title>`);
    expect(canonicalOf(page.html)).toBe(`${ORIGIN}${path}`);
    expect(robotsOf(page.html)).toBeUndefined();
    expect(page.headers['x-robots-tag']).toBeUndefined();

    for (let index = 0; index < PAGE_SIZE; index++) {
      expect(page.html).toContain(`href="${card(index).path}"`);
      expect(page.html).toContain(formatPrice(card(index).price));
    }
    expect(page.html).toContain(`href="${path}?page=2"`);
    expect(page.html).toContain('30 vans found');
    // The first row's photos are the likely LCP element: never lazy.
    expect(count(page.html, /loading="eager"/)).toBe(3);

    // One layout for every width, chosen by CSS: the column and the Filters button both, and
    // one filter form (the drawer mounts its own only while open).
    expect(count(page.html, /<aside aria-labelledby="filters-heading"/)).toBe(1);
    expect(count(page.html, /aria-controls="filter-drawer"/)).toBe(1);
    expect(count(page.html, /id="filter-form"/)).toBe(1);

    const jsonLd = [
      ...page.html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
    ].map((match) => JSON.parse(match[1]!) as { '@type': string; itemListElement: unknown[] });
    expect(jsonLd.map((data) => data['@type'])).toEqual(['BreadcrumbList', 'ItemList']);
    expect(jsonLd[1]!.itemListElement).toHaveLength(PAGE_SIZE);
    expect(jsonLd[1]!.itemListElement[0]).toMatchObject({
      url: `${ORIGIN}${card(0).path}`,
    });
  });

  it('renders a refined search with noindex, follow and a clean canonical', async () => {
    const page = await render('/used-vans/ford?fuelType=diesel&utm_source=mail');
    expectCleanPage(page);
    expect(page.status).toBe(200);
    expect(canonicalOf(page.html)).toBe(`${ORIGIN}/used-vans/ford?fuelType=diesel`);
    expect(robotsOf(page.html)).toBe('noindex, follow');
  });

  it('renders a combination with no vans as the empty state: 200, noindex', async () => {
    const page = await render('/used-vans/ford/transit-custom/nowhere');
    expectCleanPage(page);
    expect(page.status).toBe(200);
    expect(page.html).toContain('No vans found');
    expect(robotsOf(page.html)).toBe('noindex');
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.html).not.toContain(
      'application/ld+json">{"@context":"https://schema.org","@type":"ItemList"',
    );
  });

  it('renders a page past the last one as a 404 with noindex', async () => {
    const page = await render('/used-vans/ford/transit-custom/leeds?page=3');
    expectCleanPage(page);
    expect(page.status).toBe(404);
    // React separates adjacent text with empty comments.
    expect(page.html.replaceAll('<!-- -->', '')).toContain('There is no page 3 of these results');
    expect(page.html).toContain('href="/used-vans/ford/transit-custom/leeds?page=2"');
    expect(robotsOf(page.html)).toBe('noindex');
    expect(page.headers['x-robots-tag']).toBe('noindex');
  });

  it('answers 404 for a make that is not in the catalogue, without asking for data', async () => {
    asked.length = 0;
    const page = await render('/used-vans/trabant');
    expectCleanPage(page);
    expect(page.status).toBe(404);
    expect(h1Of(page.html)).toBe('Page not found');
    expect(asked).toEqual([]);
  });
});
