import {
  mutate,
  unstable_serialize,
  useSWRConfig,
  type Middleware,
  type SWRConfiguration,
} from 'swr';
import { seededKeys } from './loader-seed';

/**
 * The JSON payload a server-rendered page carries (docs/decisions/028-server-rendered-pages.md,
 * section 2.1; 041-page-loaders.md): the route loaders' data by route id, which the browser's
 * router adopts as its hydration data, and when and where the page was rendered.
 */
export const SSR_ELEMENT_ID = 'vy-ssr';

export type SsrPayload = {
  v: 1;
  renderedAt: number;
  origin: string;
  loaderData?: Record<string, unknown>;
};

const DEFAULT_MAX_AGE_MS = 60_000;

/**
 * SWR's configuration for one render. On the server a cache of its own per request (SWR's default
 * cache is module state, and a warm Lambda serves many visitors); the loaders' data is seeded into
 * it by the page's hooks (loader-seed.ts). In the browser, while a server-rendered page hydrates,
 * SWR reports a hook that finds no data: the server rendered it without, so it would render
 * differently here (the console-clean browser tests fail on it).
 */
export function ssrSwrConfig(
  payload: SsrPayload | undefined,
  side: 'server' | 'client',
): SWRConfiguration {
  if (side === 'client') return payload ? { strictServerPrefetchWarning: true } : {};
  const missing = new Set<string>();
  const config: SWRConfiguration = { provider: () => new Map(), use: [recordMissing(missing)] };
  missingByConfig.set(config, missing);
  return config;
}

/** Server: the keys each render's hooks asked for that no loader had seeded. */
const missingByConfig = new WeakMap<SWRConfiguration, Set<string>>();

/**
 * Server: the keys a render's hooks asked for without data. An indexable page must have none,
 * or its HTML shows a loading state where its content belongs (the render tests check it).
 */
export function missingKeys(config: SWRConfiguration): string[] {
  return [...(missingByConfig.get(config) ?? [])];
}

function recordMissing(missing: Set<string>): Middleware {
  return (useSWRNext) =>
    function useRecordMissing(key, fetcher, config) {
      const serialized = unstable_serialize(key);
      const { cache } = useSWRConfig();
      if (serialized && cache.get(serialized) === undefined) missing.add(serialized);
      return useSWRNext(key, fetcher, config);
    };
}

export function readSsrPayload(doc: Document): SsrPayload | undefined {
  const text = doc.getElementById(SSR_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return isSsrPayload(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * HTML from the edge cache may be minutes old: the data its loaders seeded is refetched once in
 * the background (the page updates in place), unless it was rendered less than `maxAgeMs` ago.
 */
export function revalidateIfOld(
  payload: SsrPayload,
  nowMs: number,
  maxAgeMs = DEFAULT_MAX_AGE_MS,
): void {
  if (nowMs - payload.renderedAt < maxAgeMs) return;
  for (const key of seededKeys()) void mutate(key).catch(() => undefined);
}

function isSsrPayload(value: unknown): value is SsrPayload {
  if (typeof value !== 'object' || value === null) return false;
  const { v, renderedAt, origin, loaderData } = value as Partial<SsrPayload>;
  return (
    v === 1 &&
    (loaderData === undefined || (typeof loaderData === 'object' && loaderData !== null)) &&
    typeof renderedAt === 'number' &&
    typeof origin === 'string'
  );
}
