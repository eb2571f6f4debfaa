import { renderToString } from 'react-dom/server';
import { SWRConfig, unstable_serialize, type Middleware, type SWRConfiguration } from 'swr';
import { describe, expect, it } from 'vitest';
import { listingDetailRoute } from '#shared/api/routes/listing-detail';
import { ApiError } from './fetch-json';
import type { LoadedAnswer } from './loaded-answer';
import { seededKeys, useAnswerSeed, useLoaderSeed } from './loader-seed';
import { missingKeys, ssrSwrConfig } from './ssr-cache';
import { apiKey, useApi } from './use-api';

const detailKey = (id: string) => apiKey(listingDetailRoute, { path: { id } });

/** A page's hook started from its loader's data, as text. */
function Probe({ id, loaded }: { id: string; loaded: unknown }) {
  const { data, isLoading } = useApi(
    listingDetailRoute,
    { path: { id } },
    useLoaderSeed(detailKey(id), loaded),
  );
  return (
    <p>
      {JSON.stringify(data ?? null)}|loading={String(isLoading)}
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

function render(config: SWRConfiguration, id: string, loaded: unknown): string {
  return renderToString(
    <SWRConfig value={config}>
      <Probe id={id} loaded={loaded} />
    </SWRConfig>,
  ).replace(/<!-- -->/g, '');
}

describe('useLoaderSeed', () => {
  it("on the server: the render's own cache holds the loader's answer, which is no missing key", () => {
    const config = ssrSwrConfig(undefined, 'server');
    expect(render(config, 'server', { id: 'server' })).toContain(
      '{&quot;id&quot;:&quot;server&quot;}|loading=false',
    );
    expect(missingKeys(config)).toEqual([]);
    // Another visitor's answer must never reach the module-wide cache, nor the keys it remembers.
    expect(SWRConfig.defaultValue.cache.get(detailKey('server'))).toBeUndefined();
    expect(seededKeys()).toEqual([]);
  });

  it('while hydrating: the answer is in the cache before the hook reads it, so the server snapshot is the data and nothing is fetched on mount', () => {
    const seen: Record<string, SWRConfiguration> = {};
    // renderToString reads SWR's server snapshot, as React's hydration render does.
    expect(render({ use: [recorder(seen)] }, 'hydrating', { id: 'hydrating' })).toContain(
      '{&quot;id&quot;:&quot;hydrating&quot;}|loading=false',
    );
    expect(SWRConfig.defaultValue.cache.get(detailKey('hydrating'))?.data).toEqual({
      id: 'hydrating',
    });
    expect(seen[detailKey('hydrating')]?.revalidateOnMount).toBe(false);
    expect(seededKeys()).toEqual([detailKey('hydrating')]);
  });

  it('never overwrites what the cache already holds', () => {
    SWRConfig.defaultValue.cache.set(detailKey('kept'), { data: 'newer' });
    expect(render({}, 'kept', 'older')).toContain('&quot;newer&quot;');
    expect(seededKeys()).not.toContain(detailKey('kept'));
  });

  it('after a navigation (no loader data): the hook fetches as it always did', () => {
    const seen: Record<string, SWRConfiguration> = {};
    expect(render({ use: [recorder(seen)] }, 'navigated', undefined)).toContain(
      'null|loading=true',
    );
    expect(seen[detailKey('navigated')]?.revalidateOnMount).toBeUndefined();
    expect(SWRConfig.defaultValue.cache.get(detailKey('navigated'))).toBeUndefined();
  });
});

/** A page's hook started from a loader's answer that may be a refusal. */
function AnswerProbe({ id, answer }: { id: string; answer: LoadedAnswer<unknown> | undefined }) {
  const { data, error, isLoading } = useApi(
    listingDetailRoute,
    { path: { id } },
    useAnswerSeed(detailKey(id), answer),
  );
  const status = error instanceof ApiError ? `${error.status} ${error.code}` : String(error);
  return (
    <p>
      {JSON.stringify(data ?? null)}|error={status}|loading={String(isLoading)}
    </p>
  );
}

function renderAnswer(config: SWRConfiguration, id: string, answer?: LoadedAnswer<unknown>) {
  return renderToString(
    <SWRConfig value={config}>
      <AnswerProbe id={id} answer={answer} />
    </SWRConfig>,
  ).replace(/<!-- -->/g, '');
}

describe('useAnswerSeed', () => {
  const refusal = { error: { status: 404, code: 'not_found', message: 'No such listing.' } };

  it('on the server: a refusal is the ApiError the hook would have thrown, and no missing key', () => {
    const config = ssrSwrConfig(undefined, 'server');
    expect(renderAnswer(config, 'gone-server', refusal)).toBe(
      '<p>null|error=404 not_found|loading=false</p>',
    );
    expect(missingKeys(config)).toEqual([]);
  });

  it("while hydrating: the refusal is the server snapshot, fetched on no mount, and SWR's missing-data warning is off for it", () => {
    const seen: Record<string, SWRConfiguration> = {};
    expect(renderAnswer({ use: [recorder(seen)] }, 'gone-hydrating', refusal)).toBe(
      '<p>null|error=404 not_found|loading=false</p>',
    );
    expect(seen[detailKey('gone-hydrating')]).toMatchObject({
      revalidateOnMount: false,
      strictServerPrefetchWarning: false,
    });
  });

  it('seeds data as useLoaderSeed does', () => {
    expect(renderAnswer(ssrSwrConfig(undefined, 'server'), 'live', { data: { id: 'live' } })).toBe(
      '<p>{&quot;id&quot;:&quot;live&quot;}|error=undefined|loading=false</p>',
    );
  });
});
