import { useSWRConfig, type SWRConfiguration } from 'swr';
import { cache as browserCache } from 'swr/_internal';
import { answerError, type LoadedAnswer } from './loaded-answer';

/** The keys the browser's cache took from the hydrated page's loader data (revalidateIfOld). */
const seededInBrowser = new Set<string>();

/**
 * SWR starting from the answer the route's loader gave the page
 * (docs/decisions/041-page-loaders.md): `loaded` is the loader's data on the server and while the
 * server-rendered page hydrates, undefined after a navigation in the browser, where the hook
 * fetches as it always did.
 *
 * The answer goes into SWR's cache before the hook subscribes, not only into fallbackData
 * (decision 030): written there first it is also SWR's server snapshot, so hydrating renders
 * once, and a later visit to the page in the same tab finds it at once. No request on mount: the
 * page was rendered with this answer (an old page is refetched once it has hydrated,
 * revalidateIfOld). Give the options returned to the hook.
 */
export function useLoaderSeed<T>(key: string | null, loaded: T | undefined): SWRConfiguration {
  return useAnswerSeed(key, loaded === undefined ? undefined : { data: loaded });
}

/**
 * As useLoaderSeed, for a route's answer that may be its refusal (a listing that does not
 * exist): the hook then holds the ApiError it would have thrown, so the page renders its
 * not-found view on both sides, and keeps it while it stays mounted.
 */
export function useAnswerSeed<T>(
  key: string | null,
  answer: LoadedAnswer<T> | undefined,
): SWRConfiguration {
  const { cache } = useSWRConfig();
  if (key !== null && answer !== undefined && cache.get(key) === undefined) {
    const error = answerError(answer);
    cache.set(key, error ? { error } : { data: (answer as { data: T }).data });
    // The server renders with a cache per request, which must not be remembered here.
    if (cache === browserCache) seededInBrowser.add(key);
  }
  if (answer === undefined) return {};
  // A refusal has no data, which SWR's hydration check would report as data the server missed.
  return 'error' in answer
    ? { revalidateOnMount: false, strictServerPrefetchWarning: false }
    : { revalidateOnMount: false };
}

export function seededKeys(): string[] {
  return [...seededInBrowser];
}
