import { useState } from 'react';
import {
  mutate,
  unstable_serialize,
  useSWRConfig,
  type Middleware,
  type SWRConfiguration,
  type SWRResponse,
} from 'swr';
import { cache } from 'swr/_internal';
import { ApiError } from './fetch-json';
import { seededKeys } from './loader-seed';

/**
 * The data a server-rendered page was rendered with, handed to SWR in the browser so that the
 * first render matches the server's markup without a second fetch
 * (docs/decisions/028-server-rendered-pages.md, section 2.1).
 */
export const SSR_ELEMENT_ID = 'vy-ssr';

export type SsrEntry =
  { data: unknown } | { error: { status: number; code: string; message: string } };

/**
 * Entries are filed under SWR's serialised keys (apiKey, searchKey, ...); loaderData is the route
 * loaders' data by route id, the router's hydration data (docs/decisions/041-page-loaders.md).
 */
export type SsrPayload = {
  v: 1;
  renderedAt: number;
  origin: string;
  entries: Record<string, SsrEntry>;
  loaderData?: Record<string, unknown>;
};

const DEFAULT_MAX_AGE_MS = 60_000;

/**
 * Browser only: true until the router's first navigation. Until then the payload stands in for
 * the fetches the page would make; afterwards pages fetch as they always did.
 */
let hydrating = true;

/** Server: the keys each render's hooks asked for that the payload did not hold. */
const missingByConfig = new WeakMap<SWRConfiguration, Set<string>>();

export function ssrSwrConfig(
  payload: SsrPayload | undefined,
  side: 'server' | 'client',
): SWRConfiguration {
  const entries = payload?.entries ?? {};
  const fallback = dataEntries(entries);
  if (side === 'server') {
    const missing = new Set<string>();
    const config: SWRConfiguration = {
      // SWR's default cache is module state, and a warm Lambda serves many visitors.
      provider: () => new Map(),
      fallback,
      use: [payloadMiddleware(entries, () => true, missing)],
    };
    missingByConfig.set(config, missing);
    return config;
  }
  if (!payload) return {};
  return {
    // primeCache makes the data SWR's server snapshot too; fallback covers a key written to the
    // cache before it (primeCache leaves such a key alone).
    fallback,
    use: [payloadMiddleware(entries, () => hydrating)],
    // A hook that asks for a key the server did not prefetch would render differently here.
    strictServerPrefetchWarning: true,
  };
}

/** Server: the keys a render asked for without an entry (indexable pages must have none). */
export function missingKeys(config: SWRConfiguration): string[] {
  return [...(missingByConfig.get(config) ?? [])];
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
 * Writes the payload's data into SWR's default cache before hydrating: every render after the
 * hydration one reads the cache, and fallback data alone would count as "not loaded" there, so
 * a later revalidation would flash the loading state over the page.
 *
 * Straight into the cache, not through mutate: SWR notes what a key held before its first
 * mutate as the key's "server snapshot" (nothing, here), so after hydrating React would find
 * every hook's snapshot changed and render the whole page again at once, a task of 40 ms on a
 * slow phone. Written before any hook subscribes, the data is the server snapshot too.
 */
export function primeCache(payload: SsrPayload): void {
  for (const [key, entry] of Object.entries(payload.entries)) {
    if ('data' in entry && cache.get(key) === undefined) cache.set(key, { data: entry.data });
  }
}

/** The first client-side navigation: from here on, hooks fetch as they always did. */
export function endHydration(): void {
  hydrating = false;
}

/**
 * HTML from the edge cache may be minutes old: its data is refetched once in the background
 * (the page updates in place), unless it was rendered less than `maxAgeMs` ago.
 */
export function revalidateIfOld(
  payload: SsrPayload,
  nowMs: number,
  maxAgeMs = DEFAULT_MAX_AGE_MS,
): void {
  if (nowMs - payload.renderedAt < maxAgeMs) return;
  for (const key of [...Object.keys(payload.entries), ...seededKeys()]) {
    void mutate(key).catch(() => undefined);
  }
}

function dataEntries(entries: Record<string, SsrEntry>): Record<string, unknown> {
  const fallback: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(entries)) {
    if ('data' in entry) fallback[key] = entry.data;
  }
  return fallback;
}

/**
 * For keys in the payload, while `adopting()`: no request on mount (so `isLoading` is false
 * and no request is made, on both sides), and an error entry answered as the ApiError the
 * client would have thrown, so the not-found view renders on both sides. Other keys are
 * untouched, and on the server they are recorded in `missing`.
 */
function payloadMiddleware(
  entries: Record<string, SsrEntry>,
  adopting: () => boolean,
  missing?: Set<string>,
): Middleware {
  const errors = new Map<string, ApiError>();
  const errorFor = (key: string, { status, code, message }: ErrorEntry['error']): ApiError => {
    let error = errors.get(key);
    if (!error) errors.set(key, (error = new ApiError(status, code, message)));
    return error;
  };
  return (useSWRNext) =>
    function useSsrEntry(key, fetcher, config) {
      const serialized = unstable_serialize(key);
      const entry =
        serialized && Object.hasOwn(entries, serialized) ? (entries[serialized] ?? null) : null;
      const adoptingNow = adopting();
      // A hook that rendered from the payload keeps its error entry for as long as it lives: after
      // a navigation that keeps the page mounted, its not-found view must not turn into a spinner.
      const [adopted] = useState(adoptingNow);
      // A key a loader's data seeded (loader-seed.ts) is in the render's cache already.
      const { cache: renderCache } = useSWRConfig();
      if (serialized && !entry && renderCache.get(serialized) === undefined) {
        missing?.add(serialized);
      }
      const isError = entry !== null && 'error' in entry;
      const swr = useSWRNext(
        key,
        fetcher,
        entry && adoptingNow
          ? {
              ...config,
              revalidateOnMount: false,
              // An error entry has no data, which SWR would warn about while hydrating.
              ...(isError ? { strictServerPrefetchWarning: false } : {}),
            }
          : config,
      );
      return isError && adopted ? withError(swr, errorFor(serialized, entry.error)) : swr;
    };
}

type ErrorEntry = Extract<SsrEntry, { error: unknown }>;

/**
 * The hook's answer with `error` filled in while it has neither data nor an error of its own.
 * Getters, not copies: SWR re-renders a hook only for the fields it has read.
 */
function withError<Data, Error>(
  swr: SWRResponse<Data, Error>,
  error: ApiError,
): SWRResponse<Data, Error> {
  return {
    mutate: swr.mutate,
    get data() {
      return swr.data;
    },
    get error() {
      const own = swr.error;
      if (own !== undefined) return own;
      return (swr.data === undefined ? error : undefined) as Error;
    },
    get isValidating() {
      return swr.isValidating;
    },
    get isLoading() {
      return swr.isLoading;
    },
  };
}

function isSsrPayload(value: unknown): value is SsrPayload {
  if (typeof value !== 'object' || value === null) return false;
  const { v, renderedAt, origin, entries, loaderData } = value as Partial<SsrPayload>;
  return (
    v === 1 &&
    (loaderData === undefined || (typeof loaderData === 'object' && loaderData !== null)) &&
    typeof renderedAt === 'number' &&
    typeof origin === 'string' &&
    typeof entries === 'object' &&
    entries !== null &&
    Object.values(entries).every(
      (entry: unknown) =>
        typeof entry === 'object' && entry !== null && ('data' in entry || 'error' in entry),
    )
  );
}
