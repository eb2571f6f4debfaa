import { renderToString } from 'react-dom/server';
import { SWRConfig, unstable_serialize, type Middleware, type SWRConfiguration } from 'swr';
import { describe, expect, it } from 'vitest';
import { listingDetailRoute } from '#shared/api/routes/listing-detail';
import { searchListingsRoute } from '#shared/api/routes/search-listings';
import { filtersToQuery } from '#shared/search/filters';
import { scriptJson } from '../lib/structured-data';
import { apiUrl } from './client';
import { ApiError } from './fetch-json';
import { useLoaderSeed } from './loader-seed';
import {
  missingKeys,
  readSsrPayload,
  SSR_ELEMENT_ID,
  ssrSwrConfig,
  type SsrPayload,
} from './ssr-cache';
import { apiKey, useApi } from './use-api';
import { searchKey } from './use-search-listings';

const detailKey = (id: string) => apiKey(listingDetailRoute, { path: { id } });

function payload(loaderData?: SsrPayload['loaderData']): SsrPayload {
  return {
    v: 1,
    renderedAt: 1_000,
    origin: 'https://www.vanyard.co.uk',
    ...(loaderData ? { loaderData } : {}),
  };
}

/** What a page's useApi sees, as text; ids starting 'seeded' start from a loader's data. */
function Probe({ id }: { id: string }) {
  const seed = useLoaderSeed(detailKey(id), id.startsWith('seeded') ? { id } : undefined);
  const { data, error, isLoading } = useApi(listingDetailRoute, { path: { id } }, seed as never);
  const failure =
    error instanceof ApiError ? `${error.status}/${error.code}/${error.message}` : String(error);
  return (
    <p>
      {JSON.stringify(data ?? null)}|loading={String(isLoading)}|error={failure}
    </p>
  );
}

/** Records the options each hook reached SWR with. */
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
    const written = payload({ listing: { detail: { data: { title: '</script><!-- & \u2028' } } } });
    expect(readSsrPayload(doc(scriptJson(written)))).toEqual(written);
    expect(readSsrPayload(doc(scriptJson(payload())))).toEqual(payload());
  });

  it('gives nothing for no element, bad JSON, another version or loader data that is no object', () => {
    expect(readSsrPayload(doc(null))).toBeUndefined();
    expect(readSsrPayload(doc('{not json'))).toBeUndefined();
    expect(readSsrPayload(doc(JSON.stringify({ ...payload(), v: 2 })))).toBeUndefined();
    expect(readSsrPayload(doc(JSON.stringify({ ...payload(), loaderData: 'x' })))).toBeUndefined();
  });
});

describe('server config', () => {
  it('records the keys asked for without seeded data, which render as loading', () => {
    const config = ssrSwrConfig(payload(), 'server');
    const html = render(config, 'seeded-a', 'b');
    expect(html).toContain('{&quot;id&quot;:&quot;seeded-a&quot;}|loading=false|error=undefined');
    expect(html).toContain('null|loading=true|error=undefined');
    expect(missingKeys(config)).toEqual([detailKey('b')]);
    expect(missingKeys(ssrSwrConfig(undefined, 'server'))).toEqual([]);
  });

  it('gives every render its own cache, never the module-wide one', () => {
    const first = ssrSwrConfig(payload(), 'server');
    expect(render(first, 'seeded-own')).toContain('seeded-own');
    expect(SWRConfig.defaultValue.cache.get(detailKey('seeded-own'))).toBeUndefined();
    expect(render(ssrSwrConfig(payload(), 'server'), 'own')).toContain('null|loading=true');
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

  it("warns, while a server-rendered page hydrates, about a hook that finds no loader's data", () => {
    const seen: Record<string, SWRConfiguration> = {};
    const config = ssrSwrConfig(payload(), 'client');
    expect(config.strictServerPrefetchWarning).toBe(true);
    render({ ...config, use: [recorder(seen)] }, 'other');
    expect(seen[detailKey('other')]?.strictServerPrefetchWarning).toBe(true);
  });
});
