// @vitest-environment node
import { RouterContextProvider, type LoaderFunctionArgs } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { RenderDeps } from '#shared/page-render';
import { loadMakeContent } from '../content/makes';
import { serverLoaderContext } from '../lib/page-loader';
import { fakePageData, type FixtureAnswer } from '../server/fake-page-data';
import { loader as listingLoader } from './listing-detail';
import { loader as resultsLoader } from './used-vans';

const ORIGIN = 'https://www.vanyard.co.uk';
const LISTING_PATH = '/used-vans/ford/transit-custom/2019/leeds/AbC123';

function serverArgs(
  path: string,
  params: Record<string, string | undefined>,
  answers: Record<string, FixtureAnswer>,
) {
  const { pages, asked } = fakePageData((url) => answers[url] ?? new Error(`unexpected ${url}`));
  const deps: RenderDeps = {
    pages,
    siteOrigin: ORIGIN,
    now: new Date('2026-11-26T12:00:00Z'),
    contact: null,
  };
  const args = {
    request: new Request(new URL(path, ORIGIN)),
    params,
    context: serverLoaderContext(deps),
  } as LoaderFunctionArgs;
  return { args, asked };
}

/** A loader's answer as the renderer reads it: the data, the status and whether it is noindex. */
function answered(result: unknown) {
  const wrapped = result as { type?: string; data?: unknown; init?: ResponseInit | null };
  if (wrapped?.type !== 'DataWithResponseInit')
    return { data: result, status: 200, noindex: false };
  const headers = new Headers(wrapped.init?.headers);
  return {
    data: wrapped.data,
    status: wrapped.init?.status ?? 200,
    noindex: headers.has('x-vanyard-noindex'),
  };
}

function answerInit(result: unknown): ResponseInit | null | undefined {
  return (result as { init?: ResponseInit | null }).init;
}

function browserArgs(path: string, params: Record<string, string>): LoaderFunctionArgs {
  return {
    request: new Request(new URL(path, ORIGIN)),
    params,
    context: new RouterContextProvider(),
  } as LoaderFunctionArgs;
}

describe('the results loader', () => {
  it("reads the URL's filters from the port, and the make's information", async () => {
    const answer = { total: 3, items: [{}] };
    const { args, asked } = serverArgs(
      '/used-vans/ford?fuelType=diesel&utm_source=x',
      { make: 'ford' },
      { '/api/listings/search?make=ford&fuelType=diesel': { status: 200, body: answer } },
    );
    const loaded = answered(await resultsLoader(args));
    expect(asked).toEqual(['/api/listings/search?make=ford&fuelType=diesel']);
    expect(loaded).toEqual({
      data: { search: { data: answer }, makeContent: await loadMakeContent('ford') },
      status: 200,
      noindex: false,
    });
    expect(loaded.data).toMatchObject({ makeContent: { info: expect.anything() } });
  });

  it('reads no make content without a make', async () => {
    const answer = { total: 3, items: [{}] };
    const { args } = serverArgs(
      '/used-vans',
      {},
      {
        '/api/listings/search': { status: 200, body: answer },
      },
    );
    const loaded = answered(await resultsLoader(args));
    expect(loaded).toEqual({ data: { search: { data: answer } }, status: 200, noindex: false });
  });

  it("hands a refused search to the page as the API's refusal", async () => {
    const { args } = serverArgs(
      '/used-vans',
      {},
      {
        '/api/listings/search': {
          status: 400,
          body: { error: { code: 'invalid_query', message: 'Check the filters.' } },
        },
      },
    );
    expect(answered(await resultsLoader(args))).toEqual({
      data: {
        search: { error: { status: 400, code: 'invalid_query', message: 'Check the filters.' } },
      },
      status: 200,
      noindex: false,
    });
  });

  it('asks nothing for a make outside the catalogue, which is 404, cached as any missing page', async () => {
    const { args, asked } = serverArgs('/used-vans/trabant', { make: 'trabant' }, {});
    const result = await resultsLoader(args);
    expect(answered(result)).toEqual({ data: null, status: 404, noindex: true });
    expect(new Headers(answerInit(result)?.headers).get('x-vanyard-cache')).toBe('other');
    expect(asked).toEqual([]);
  });

  it.each([
    ['no van: 200, kept out of indexes', { total: 0, items: [], page: 1, pages: 1 }, 200, true],
    ['a page past the last: 404', { total: 3, items: [], page: 5, pages: 1 }, 404, true],
    ['vans: 200, indexable', { total: 3, items: [{}], page: 1, pages: 1 }, 200, false],
  ])('decides the status from the search: %s', async (_case, body, status, noindex) => {
    const { args } = serverArgs(
      '/used-vans',
      {},
      {
        '/api/listings/search': { status: 200, body },
      },
    );
    expect(answered(await resultsLoader(args))).toMatchObject({ status, noindex });
  });

  it("in the browser: nothing, the page's hooks fetch", async () => {
    expect(await resultsLoader(browserArgs('/used-vans/ford', { make: 'ford' }))).toBeNull();
  });
});

describe('the listing loader', () => {
  const detail = { availability: 'live', path: LISTING_PATH };
  const id = { listingId: 'AbC123' };

  it('reads a live listing and its similar vans', async () => {
    const { args } = serverArgs(LISTING_PATH, id, {
      '/api/listings/AbC123': { status: 200, body: detail },
      '/api/listings/AbC123/similar': { status: 200, body: { items: [] } },
    });
    expect(answered(await listingLoader(args))).toEqual({
      data: { detail: { data: detail }, similar: { data: { items: [] } } },
      status: 200,
      noindex: false,
    });
  });

  it('asks no similar vans for a sold listing, which is 410', async () => {
    const sold = { availability: 'unavailable', reason: 'sold', path: LISTING_PATH };
    const { args, asked } = serverArgs(LISTING_PATH, id, {
      '/api/listings/AbC123': { status: 200, body: sold },
    });
    expect(answered(await listingLoader(args))).toEqual({
      data: { detail: { data: sold } },
      status: 410,
      noindex: true,
    });
    expect(asked).toHaveLength(1);
  });

  it.each([404, 400])(
    'hands an unknown or malformed id (%i) to the page as the refusal, and answers 404',
    async (status) => {
      const { args } = serverArgs(LISTING_PATH, id, {
        '/api/listings/AbC123': {
          status,
          body: { error: { code: 'not_found', message: 'This listing does not exist.' } },
        },
      });
      expect(answered(await listingLoader(args))).toEqual({
        data: {
          detail: { error: { status, code: 'not_found', message: 'This listing does not exist.' } },
        },
        status: 404,
        noindex: true,
      });
    },
  );

  it.each([
    ['/used-vans/ford/transit-custom/leeds/AbC123', LISTING_PATH],
    ['/used-vans/vauxhall/vivaro/2019/leeds/AbC123', LISTING_PATH],
    ['/used-vans/Ford/Transit-Custom/2019/Leeds/AbC123', LISTING_PATH],
    [`${LISTING_PATH}/`, LISTING_PATH],
    [
      '/used-vans/ford/transit-custom/leeds/AbC123?utm_source=mail',
      `${LISTING_PATH}?utm_source=mail`,
    ],
  ])('moves %s to %s in one 301, before asking for similar vans', async (path, location) => {
    const { args, asked } = serverArgs(path, id, {
      '/api/listings/AbC123': { status: 200, body: detail },
    });
    const thrown: unknown = await listingLoader(args).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(301);
    expect((thrown as Response).headers.get('location')).toBe(location);
    expect(asked).toEqual(['/api/listings/AbC123']);
  });

  it('keeps a listing at its canonical path, whatever the query', async () => {
    const { args } = serverArgs(`${LISTING_PATH}?utm_source=x`, id, {
      '/api/listings/AbC123': { status: 200, body: detail },
      '/api/listings/AbC123/similar': { status: 200, body: { items: [] } },
    });
    expect(answered(await listingLoader(args))).toMatchObject({
      data: { detail: { data: detail } },
      status: 200,
    });
  });

  it("in the browser: nothing, the page's hooks fetch", async () => {
    expect(await listingLoader(browserArgs(LISTING_PATH, id))).toBeNull();
  });
});
