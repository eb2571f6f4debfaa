import { renderToString } from 'react-dom/server';
import { SWRConfig, unstable_serialize, type Middleware, type SWRConfiguration } from 'swr';
import { describe, expect, it } from 'vitest';
import { listingDetailRoute } from '#shared/api/routes/listing-detail';
import { searchListingsRoute } from '#shared/api/routes/search-listings';
import { filtersToQuery } from '#shared/search/filters';
import { scriptJson } from '../lib/structured-data';
import { apiUrl } from './client';
import { ApiError } from './fetch-json';
import {
  endHydration,
  missingKeys,
  primeCache,
  readSsrPayload,
  SSR_ELEMENT_ID,
  ssrSwrConfig,
  type SsrPayload,
} from './ssr-cache';
import { apiKey, useApi } from './use-api';
import { searchKey } from './use-search-listings';

const detailKey = (id: string) => apiKey(listingDetailRoute, { path: { id } });

function payload(entries: SsrPayload['entries']): SsrPayload {
  return { v: 1, renderedAt: 1_000, origin: 'https://www.vanyard.co.uk', entries };
}

/** What a page's useApi sees, as text. */
function Probe({ id }: { id: string }) {
  const { data, error, isLoading } = useApi(listingDetailRoute, { path: { id } });
  const failure =
    error instanceof ApiError ? `${error.status}/${error.code}/${error.message}` : String(error);
  return (
    <p>
      {JSON.stringify(data ?? null)}|loading={String(isLoading)}|error={failure}
    </p>
  );
}

/** Records the options each hook reached SWR with, after the payload middleware. */
function recorder(seen: Record<string, SWRConfiguration>): Middleware {
  return (next) => (key, fetcher, config) => {
    seen[unstable_serialize(key)] = config;
    return next(key, fetcher, config);
  };
}

function render(config: SWRConfiguration, ...ids: string[]): string {
  return renderToString(
    <SWRConfig value={config}>
      {ids.map((id) => (
        <Probe key={id} id={id} />
      ))}
    </SWRConfig>,
  ).replace(/<!-- -->/g, '');
}

describe('keys', () => {
  it('are SWR serialisations of the key useApi uses', () => {
    expect(detailKey('abc')).toBe(
      unstable_serialize([apiUrl(listingDetailRoute, { path: { id: 'abc' } })]),
    );
    expect(detailKey('abc')).toBe('@"/api/listings/abc",');
  });

  it('searchKey files a filter set under the key of its canonical query', () => {
    const filters = { make: 'ford', page: 1 };
    expect(searchKey(filters)).toBe(
      unstable_serialize([apiUrl(searchListingsRoute, { query: filtersToQuery(filters) })]),
    );
    expect(searchKey(filters)).toBe('@"/api/listings/search?make=ford",');
  });
});

describe('readSsrPayload', () => {
  const doc = (text: string | null) =>
    ({
      getElementById: (id: string) =>
        id === SSR_ELEMENT_ID && text !== null ? { textContent: text } : null,
    }) as unknown as Document;

  it('reads the payload the server wrote with scriptJson, strings intact', () => {
    const written = payload({ [detailKey('a')]: { data: { title: '</script><!-- & \u2028' } } });
    expect(readSsrPayload(doc(scriptJson(written)))).toEqual(written);
  });

  it('gives nothing for no element, bad JSON or another version', () => {
    expect(readSsrPayload(doc(null))).toBeUndefined();
    expect(readSsrPayload(doc('{not json'))).toBeUndefined();
    expect(readSsrPayload(doc(JSON.stringify({ ...payload({}), v: 2 })))).toBeUndefined();
    expect(
      readSsrPayload(doc(JSON.stringify(payload({ k: { nothing: 1 } as never })))),
    ).toBeUndefined();
  });
});

describe('server config', () => {
  it('renders entries as loaded data, with no request on mount', () => {
    const seen: Record<string, SWRConfiguration> = {};
    const config = ssrSwrConfig(payload({ [detailKey('a')]: { data: { id: 'a' } } }), 'server');
    const html = render({ ...config, use: [...(config.use ?? []), recorder(seen)] }, 'a');
    expect(html).toContain('{&quot;id&quot;:&quot;a&quot;}|loading=false|error=undefined');
    expect(seen[detailKey('a')]?.revalidateOnMount).toBe(false);
    expect(missingKeys(config)).toEqual([]);
  });

  it('records the keys asked for without an entry, which render as loading and are left alone', () => {
    const seen: Record<string, SWRConfiguration> = {};
    const config = ssrSwrConfig(payload({ [detailKey('a')]: { data: { id: 'a' } } }), 'server');
    const html = render({ ...config, use: [...(config.use ?? []), recorder(seen)] }, 'a', 'b');
    expect(html).toContain('null|loading=true|error=undefined');
    expect(seen[detailKey('b')]?.revalidateOnMount).toBeUndefined();
    expect(missingKeys(config)).toEqual([detailKey('b')]);
    expect(missingKeys(ssrSwrConfig(undefined, 'server'))).toEqual([]);
  });

  it('answers an error entry with the ApiError the client would have thrown', () => {
    const config = ssrSwrConfig(
      payload({
        [detailKey('gone')]: { error: { status: 404, code: 'not_found', message: 'No such van' } },
      }),
      'server',
    );
    expect(render(config, 'gone')).toContain('null|loading=false|error=404/not_found/No such van');
  });

  it('gives every render its own cache, never the module-wide one', () => {
    const first = ssrSwrConfig(payload({ [detailKey('a')]: { data: 'first' } }), 'server');
    const second = ssrSwrConfig(payload({ [detailKey('a')]: { data: 'second' } }), 'server');
    expect(render(first, 'a')).toContain('&quot;first&quot;');
    expect(render(second, 'a')).toContain('&quot;second&quot;');
    // Another visitor's data in SWR's default cache reaches a render that does not isolate.
    SWRConfig.defaultValue.cache.set(detailKey('shared'), { data: 'leaked' });
    expect(render({}, 'shared')).toContain('leaked');
    expect(render(ssrSwrConfig(undefined, 'server'), 'shared')).toContain('null|loading=true');
    SWRConfig.defaultValue.cache.delete(detailKey('shared'));
  });
});

describe('client config', () => {
  it('is empty without a payload: the page behaves as a client-rendered one', () => {
    expect(ssrSwrConfig(undefined, 'client')).toEqual({});
  });

  it('warns about unprefetched keys, except those answered by an error entry', () => {
    const seen: Record<string, SWRConfiguration> = {};
    const config = ssrSwrConfig(
      payload({
        [detailKey('a')]: { data: 1 },
        [detailKey('gone')]: { error: { status: 404, code: 'not_found', message: 'x' } },
      }),
      'client',
    );
    expect(config.strictServerPrefetchWarning).toBe(true);
    render({ ...config, use: [...(config.use ?? []), recorder(seen)] }, 'a', 'gone', 'other');
    expect(seen[detailKey('a')]?.strictServerPrefetchWarning).toBe(true);
    expect(seen[detailKey('other')]?.strictServerPrefetchWarning).toBe(true);
    expect(seen[detailKey('gone')]?.strictServerPrefetchWarning).toBe(false);
  });

  it('primes the cache so that the server snapshot is the data (hydrating renders it, and nothing changes after)', () => {
    const data = { id: 'primed', price: 12_500 };
    const primed = payload({ [detailKey('primed')]: { data } });
    primeCache(primed);
    // Every render after hydration reads the cache: the data is there, so a revalidation only
    // sets isValidating (SWR sets isLoading only for a key with no cached data).
    const cache = SWRConfig.defaultValue.cache;
    expect(cache.get(detailKey('primed'))?.data).toEqual(data);
    // The hydration render reads SWR's server snapshot (renderToString does too): written
    // straight into the cache, not with mutate, the data is that snapshot, with or without
    // fallback. Through mutate it was not, and React rendered the page again after hydrating.
    const config = ssrSwrConfig(primed, 'client');
    const expected = '{&quot;id&quot;:&quot;primed&quot;,&quot;price&quot;:12500}|loading=false';
    expect(render({ use: config.use }, 'primed')).toContain(expected);
    expect(render(config, 'primed')).toContain(expected);
  });

  // Last: endHydration cannot be undone for the module.
  it('stops standing in for fetches after the first navigation', () => {
    const entries = {
      [detailKey('a')]: { data: 1 },
      [detailKey('gone')]: { error: { status: 404, code: 'not_found', message: 'x' } },
    };
    const config = ssrSwrConfig(payload(entries), 'client');
    const before: Record<string, SWRConfiguration> = {};
    expect(
      render({ ...config, use: [...(config.use ?? []), recorder(before)] }, 'a', 'gone'),
    ).toContain('error=404/not_found/x');
    expect(before[detailKey('a')]?.revalidateOnMount).toBe(false);

    endHydration();
    const after: Record<string, SWRConfiguration> = {};
    const html = render({ ...config, use: [...(config.use ?? []), recorder(after)] }, 'a', 'gone');
    expect(after[detailKey('a')]?.revalidateOnMount).toBeUndefined();
    expect(after[detailKey('gone')]?.revalidateOnMount).toBeUndefined();
    expect(html).not.toContain('error=404');
  });
});
