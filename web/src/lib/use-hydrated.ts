import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and during the hydration render, true in every render after it (and in a
 * tree that was never server-rendered). For values only the browser knows: reading them in the
 * first render would make it differ from the server's markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
