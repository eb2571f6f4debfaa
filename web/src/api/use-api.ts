import useSWR, { unstable_serialize, type SWRConfiguration } from 'swr';
import type { ResponseOf } from '#shared/api/contract';
import { apiUrl, callApi, type CallInput, type Callable } from './client';

type Key = readonly [url: string, userId?: string];

export type UseApiOptions<C extends Callable> = SWRConfiguration<ResponseOf<C>> & {
  /** Routes behind sign-in: the user, so that two accounts never share a cached answer. */
  userId?: string;
};

function publicKey<C extends Callable>(contract: C, input: CallInput<C>): Key {
  return [apiUrl(contract, input)];
}

/**
 * SWR's cache key for a public GET route, serialised: what the server renderer files its data
 * under, so the page's useApi finds it. Built by the same function useApi keys with.
 */
export function apiKey<C extends Callable & { method: 'GET' }>(
  contract: C,
  input: CallInput<C>,
): string {
  return unstable_serialize(publicKey(contract, input));
}

/**
 * SWR over one GET route of shared/api/: the route's URL is the cache key (with the user for
 * routes behind sign-in). `input` null, or a protected route without a user, asks nothing yet.
 */
export function useApi<C extends Callable & { method: 'GET' }>(
  contract: C,
  input: CallInput<C> | null,
  { userId, ...options }: UseApiOptions<C> = {},
) {
  const waiting = input === null || (contract.auth !== 'public' && !userId);
  const key: Key | null = waiting
    ? null
    : contract.auth === 'public'
      ? publicKey(contract, input)
      : [apiUrl(contract, input), userId];
  return useSWR<ResponseOf<C>, unknown, Key | null>(
    key,
    // The URL is the route's own, so the input that made it is passed again unchanged.
    () => callApi(contract, input as CallInput<C>),
    options,
  );
}
