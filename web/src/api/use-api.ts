import useSWR, { type SWRConfiguration } from 'swr';
import type { ResponseOf } from '../../../shared/api/contract';
import { apiUrl, callApi, type CallInput, type Callable } from './client';

type Key = readonly [url: string, userId?: string];

export type UseApiOptions<C extends Callable> = SWRConfiguration<ResponseOf<C>> & {
  /** Routes behind sign-in: the user, so that two accounts never share a cached answer. */
  userId?: string;
};

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
      ? [apiUrl(contract, input)]
      : [apiUrl(contract, input), userId];
  return useSWR<ResponseOf<C>, unknown, Key | null>(
    key,
    // The URL is the route's own, so the input that made it is passed again unchanged.
    () => callApi(contract, input as CallInput<C>),
    options,
  );
}
