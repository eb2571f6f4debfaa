import { describe, expect, it } from 'vitest';
import { allowanceOf, retryAfterMsOf } from '#lambdas/platform/rate-limits-repo';

describe('the sliding-window allowance', () => {
  it('counts the previous window in full right after a boundary, and not at all at its end', () => {
    expect(allowanceOf(10, 10, 0)).toBe(0);
    expect(allowanceOf(10, 10, 0.02)).toBe(0);
    expect(allowanceOf(10, 10, 0.5)).toBe(5);
    expect(allowanceOf(10, 10, 0.99)).toBe(9);
    expect(allowanceOf(10, 0, 0)).toBe(10);
    expect(allowanceOf(10, 4, 0.25)).toBe(7);
  });

  it('never lets through twice the limit in one window length across a boundary', () => {
    // Worst case: the whole previous allowance spent at its very end, then as many as allowed
    // at each point of the next window. Accepted in the window length ending there:
    // previous + allowance = limit + previous × share < 2 × limit, and = limit at the boundary.
    for (let share = 0; share < 1; share += 0.01) {
      const total = 10 + allowanceOf(10, 10, share);
      expect(total).toBeLessThan(20);
    }
    expect(10 + allowanceOf(10, 10, 0.01)).toBe(10);
  });

  it('tells a refused client when the next request will pass', () => {
    const minute = 60_000;
    // Previous full, 30 s in, current at its allowance of 5: the 6th passes at 60 %.
    expect(retryAfterMsOf(10, 10, 5, minute, 30_000)).toBe(6_000);
    // No previous, limit reached at 10 s: in the next window once 10 % has passed.
    expect(retryAfterMsOf(10, 0, 10, minute, 10_000)).toBe(56_000);
    // Refused right at a boundary after a full window: 10 % into this one.
    expect(retryAfterMsOf(10, 10, 0, minute, 0)).toBe(6_000);
  });
});
