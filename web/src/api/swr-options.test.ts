import { describe, expect, it } from 'vitest';
import { ApiError } from './fetch-json';
import { retryDelayMs, shouldRetry } from './swr-options';

describe('SWR retries', () => {
  it('backs off exponentially, capped at 30 s', () => {
    expect([1, 2, 3, 4, 10].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 30_000]);
  });

  it('retries outages three times but never client errors', () => {
    const outage = new ApiError(503, 'unavailable', 'Try again later');
    expect(shouldRetry(outage, 1)).toBe(true);
    expect(shouldRetry(outage, 3)).toBe(true);
    expect(shouldRetry(outage, 4)).toBe(false);
    expect(shouldRetry(new TypeError('Failed to fetch'), 1)).toBe(true);
    expect(shouldRetry(new ApiError(404, 'not_found', 'Not found'), 1)).toBe(false);
  });
});
