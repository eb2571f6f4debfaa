import { describe, expect, it } from 'vitest';
import { listingDetailRoute } from '#shared/api/routes/listing-detail';
import { listingSimilarRoute } from '#shared/api/routes/listing-similar';
import type { RenderDeps } from '#shared/page-render';
import { apiKey } from '#web/api/use-api';
import { searchKey } from '#web/api/use-search-listings';
import { loadMakeContent } from '#web/content/makes';
import { makeContentKey } from '#web/search/make-information';
import { fakePageData } from '#web/server/fake-page-data';
import { dataStepFor, type DataResult } from '#web/server/route-data';

const ORIGIN = 'https://www.vanyard.co.uk';
const LISTING_PATH = '/used-vans/ford/transit-custom/2019/leeds/AbC123';
const LISTING_ROUTE = 'used-vans/:make/:model/:year/:location/:listingId';
const RESULTS_ROUTE = 'used-vans/:make?/:model?/:location?';

function run(
  routePath: string | undefined,
  path: string,
  params: Record<string, string | undefined>,
  answers: Record<string, { status: number; body: unknown }>,
) {
  const { pages, asked } = fakePageData((url) => answers[url] ?? new Error(`unexpected ${url}`));
  const deps: RenderDeps = {
    pages,
    siteOrigin: ORIGIN,
    now: new Date('2026-11-26T12:00:00Z'),
    contact: null,
  };
  const step = dataStepFor(routePath);
  if (!step) throw new Error(`No data step for ${routePath}`);
  const result = step({ url: new URL(path, ORIGIN), params, deps });
  return { result, asked };
}

function entriesOf(result: DataResult) {
  if (result.kind !== 'entries') throw new Error(`expected entries, got ${result.kind}`);
  return result;
}

describe('the results data step', () => {
  it('fetches the parsed filters under the key useSearchListings asks for', async () => {
    const answer = { total: 3, items: [] };
    const { result, asked } = run(
      RESULTS_ROUTE,
      '/used-vans/ford?fuelType=diesel&utm_source=x',
      { make: 'ford' },
      {
        '/api/listings/search?make=ford&fuelType=diesel': { status: 200, body: answer },
      },
    );
    const data = entriesOf(await result);
    expect(asked).toEqual(['/api/listings/search?make=ford&fuelType=diesel']);
    expect(data.route).toBe('results');
    expect(data.entries).toEqual({
      [searchKey({ make: 'ford', fuelType: 'diesel' })]: { data: answer },
      // The make's information section, from the bundle's content rather than the API.
      [makeContentKey('ford')]: { data: await loadMakeContent('ford') },
    });
    expect(data.entries[makeContentKey('ford')]).toMatchObject({
      data: { info: expect.anything() },
    });
  });

  it('fetches no make content without a make', async () => {
    const answer = { total: 3, items: [] };
    const { result } = run(
      RESULTS_ROUTE,
      '/used-vans',
      {},
      {
        '/api/listings/search': { status: 200, body: answer },
      },
    );
    expect(Object.keys(entriesOf(await result).entries)).toEqual([searchKey({})]);
  });

  it('asks nothing for a make outside the catalogue', async () => {
    const { result, asked } = run(RESULTS_ROUTE, '/used-vans/trabant', { make: 'trabant' }, {});
    expect(await result).toEqual({ kind: 'entries', route: 'other', entries: {} });
    expect(asked).toEqual([]);
  });
});

describe('the listing data step', () => {
  const detail = { availability: 'live', path: LISTING_PATH };

  it('fetches a live listing and its similar vans', async () => {
    const { result } = run(
      LISTING_ROUTE,
      LISTING_PATH,
      { listingId: 'AbC123' },
      {
        '/api/listings/AbC123': { status: 200, body: detail },
        '/api/listings/AbC123/similar': { status: 200, body: { items: [] } },
      },
    );
    expect(entriesOf(await result)).toEqual({
      kind: 'entries',
      route: 'listing',
      entries: {
        [apiKey(listingDetailRoute, { path: { id: 'AbC123' } })]: { data: detail },
        [apiKey(listingSimilarRoute, { path: { id: 'AbC123' } })]: { data: { items: [] } },
      },
    });
  });

  it('asks no similar vans for a sold listing', async () => {
    const sold = { availability: 'unavailable', reason: 'sold', path: LISTING_PATH };
    const { result, asked } = run(
      LISTING_ROUTE,
      LISTING_PATH,
      { listingId: 'AbC123' },
      {
        '/api/listings/AbC123': { status: 200, body: sold },
      },
    );
    expect(Object.values(entriesOf(await result).entries)).toEqual([{ data: sold }]);
    expect(asked).toHaveLength(1);
  });

  it('files an unknown listing as the error the client would have thrown', async () => {
    const { result } = run(
      LISTING_ROUTE,
      LISTING_PATH,
      { listingId: 'AbC123' },
      {
        '/api/listings/AbC123': {
          status: 404,
          body: { error: { code: 'not_found', message: 'This listing does not exist.' } },
        },
      },
    );
    expect(Object.values(entriesOf(await result).entries)).toEqual([
      { error: { status: 404, code: 'not_found', message: 'This listing does not exist.' } },
    ]);
  });
});

describe('the other data steps', () => {
  it('has no step for pages without data, nor for pages whose loader reads it', () => {
    // undefined: a pathless route, which is never the deepest match, but never the home page.
    for (const path of ['about', 'faq', '*', undefined, '', 'contact', 'blog/:slug']) {
      expect(dataStepFor(path)).toBeUndefined();
    }
  });
});
