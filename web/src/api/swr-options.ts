import type { SWRConfiguration } from 'swr';
import { ApiError, fetchJson } from './fetch-json';

const MAX_RETRIES = 3;
const MAX_BACKOFF_MS = 30_000;

/** 1 s, 2 s, 4 s ... capped at 30 s (spec 01 section 9: 3 retries, exponential, capped). */
export function retryDelayMs(retryCount: number): number {
  return Math.min(1000 * 2 ** Math.max(0, retryCount - 1), MAX_BACKOFF_MS);
}

/** Client errors (4xx) are answers, not outages: retrying them cannot help. */
export function shouldRetry(error: unknown, retryCount: number): boolean {
  if (retryCount > MAX_RETRIES) return false;
  return !(error instanceof ApiError && error.status >= 400 && error.status < 500);
}

export const swrOptions: SWRConfiguration = {
  fetcher: fetchJson,
  revalidateOnFocus: false,
  onErrorRetry: (error, _key, _config, revalidate, { retryCount }) => {
    if (!shouldRetry(error, retryCount)) return;
    setTimeout(() => void revalidate({ retryCount }), retryDelayMs(retryCount));
  },
};
