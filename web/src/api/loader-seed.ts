import { useSWRConfig, type SWRConfiguration } from 'swr';
import { cache as browserCache } from 'swr/_internal';

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
  const { cache } = useSWRConfig();
  if (key !== null && loaded !== undefined && cache.get(key) === undefined) {
    cache.set(key, { data: loaded });
    // The server renders with a cache per request, which must not be remembered here.
    if (cache === browserCache) seededInBrowser.add(key);
  }
  return loaded === undefined ? {} : { revalidateOnMount: false };
}

export function seededKeys(): string[] {
  return [...seededInBrowser];
}
