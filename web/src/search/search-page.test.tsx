// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { SearchFilters } from '#shared/search/filters';
import type { SearchResponse } from '#shared/search/response';
import { fakePageData } from '../server/fake-page-data';
import { createRenderPage } from '../server/render-page';
import { FILTER_FORM_ID } from './panel/filter-panel';

const ORIGIN = 'https://www.vanyard.co.uk';

function answer(total: number, page: number, pages: number): SearchResponse {
  return {
    total,
    page,
    pageSize: 24,
    pages,
    sort: 'featured',
    items:
      total > 0 && page <= pages
        ? [
            {
              id: 'van1',
              title: '2020 Ford Transit Custom',
              headline: null,
              make: 'Ford',
              model: 'Transit Custom',
              year: 2020,
              price: 15_000,
              price_includes_vat: false,
              mileage: 40_000,
              fuel_type: 'diesel',
              transmission: 'manual',
              location: 'Leeds',
              seller_type: 'private_seller',
              ulez_compliant: true,
              image_url: null,
              featured: false,
              path: '/used-vans/ford/transit-custom/2020/leeds/van1',
              distance_miles: null,
            },
          ]
        : [],
    facets: {
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
    },
    origin: null,
    relax: null,
    alternatives: [],
    oldestYear: 2012,
  };
}

const TEMPLATE =
  '<!doctype html><html lang="en-GB"><head><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>';
const renderPage = createRenderPage({ template: TEMPLATE, manifest: {}, routeModules: {} });

/**
 * The results page as the server renders it: its route's loader reads `data` as the search API's
 * answer (for the filters the path holds: `_filters` names them for the reader), and the page's
 * status and robots are what the loader decided.
 */
async function render(path: string, _filters: SearchFilters, data?: SearchResponse) {
  const { pages } = fakePageData((url) =>
    data && url.startsWith('/api/listings/search') ? { status: 200, body: data } : new Error(url),
  );
  const page = await renderPage(new URL(path, ORIGIN), {
    pages,
    siteOrigin: ORIGIN,
    now: new Date('2026-11-26T12:00:00Z'),
    contact: null,
  });
  const status = { status: page.status, noindex: page.headers['x-robots-tag'] !== undefined };
  return { html: page.html, status, robots: page.headers['x-robots-tag'] };
}

const count = (html: string, text: string) => html.split(text).length - 1;

describe('SearchPage on the server', () => {
  it('renders the filter column and the Filters button once each, and one filter form', async () => {
    const { html, status } = await render('/used-vans/ford', { make: 'ford' }, answer(1, 1, 1));
    // Which one shows is the stylesheet's choice, so the markup is right at every width.
    expect(
      count(html, '<aside aria-labelledby="filters-heading" class="hidden self-start md:block"'),
    ).toBe(1);
    expect(count(html, 'aria-controls="filter-drawer"')).toBe(1);
    expect(html).toMatch(/<button[^>]*aria-controls="filter-drawer"[^>]*class="[^"]*md:hidden/);
    expect(count(html, `id="${FILTER_FORM_ID}"`)).toBe(1);
    expect(count(html, 'id="filter-make"')).toBe(1);
    expect(status).toEqual({ status: 200, noindex: false });
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/used-vans/ford"/>`);
    expect(html).not.toContain('name="robots"');
  });

  it('declares the empty state 200 with noindex', async () => {
    const filters = { make: 'ford', model: 'transit-custom', location: 'nowhere' };
    const { html, status } = await render(
      '/used-vans/ford/transit-custom/nowhere',
      filters,
      answer(0, 1, 1),
    );
    expect(html).toContain('No vans found');
    expect(status).toEqual({ status: 200, noindex: true });
    expect(html.match(/<meta name="robots"/g)).toHaveLength(1);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });

  it('declares a page past the last one 404 with noindex', async () => {
    const { html, status } = await render(
      '/used-vans/ford?page=5',
      { make: 'ford', page: 5 },
      answer(1, 5, 1),
    );
    expect(html).toContain('Go to the last page');
    expect(status).toEqual({ status: 404, noindex: true });
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });

  it('declares a make that is not in the catalogue 404', async () => {
    const { html, status } = await render('/used-vans/trabant', {});
    expect(html).toContain('Page not found');
    expect(status).toEqual({ status: 404, noindex: true });
  });

  it('keeps a refined search out of the index but lets its links be followed', async () => {
    const filters = { make: 'ford', fuelType: 'diesel' as const };
    const { html } = await render('/used-vans/ford?fuelType=diesel', filters, answer(1, 1, 1));
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(html).toContain(
      `<link rel="canonical" href="${ORIGIN}/used-vans/ford?fuelType=diesel"/>`,
    );
  });

  it('says what Featured first means, beside the order, only in that order (decision 032)', async () => {
    const { html } = await render('/used-vans/ford', { make: 'ford' }, answer(1, 1, 1));
    expect(html).toMatch(/<select id="results-sort"[^>]*aria-describedby="results-order-note"/);
    expect(html).toContain(
      '<p id="results-order-note" class="-mt-2 mb-4 text-sm text-muted">Featured first: vans with a Top of Search Results boost come first, the most recently boosted first; then the newest.</p>',
    );
    const byPrice = await render(
      '/used-vans/ford?sort=price-asc',
      { make: 'ford', sort: 'price-asc' },
      answer(1, 1, 1),
    );
    expect(byPrice.html).not.toContain('results-order-note');
  });
});
