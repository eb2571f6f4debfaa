import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distanceMiles, roundMiles } from '#shared/geo';

const LONDON = { latitude: 51.5074, longitude: -0.1278 };
const MANCHESTER = { latitude: 53.4808, longitude: -2.2426 };
const point = fc.record({
  latitude: fc.double({ min: -90, max: 90, noNaN: true }),
  longitude: fc.double({ min: -180, max: 180, noNaN: true }),
});

describe('distanceMiles (great circle, earth radius 3959 miles)', () => {
  it('puts London and Manchester about 163 miles apart', () => {
    expect(distanceMiles(LONDON, MANCHESTER)).toBeCloseTo(163, 0);
  });

  it('is zero for the same point', () => {
    expect(distanceMiles(LONDON, LONDON)).toBe(0);
  });

  it('is symmetric, never negative and never beyond half the circumference', () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        const there = distanceMiles(a, b);
        expect(there).toBeCloseTo(distanceMiles(b, a), 6);
        expect(there).toBeGreaterThanOrEqual(0);
        expect(there).toBeLessThanOrEqual(Math.PI * 3959 + 1e-6);
      }),
    );
  });

  it('measures one degree of latitude as 69.1 miles', () => {
    expect(distanceMiles({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(
      69.1,
      1,
    );
  });
});

describe('roundMiles', () => {
  it('keeps one decimal place', () => {
    expect(roundMiles(163.04)).toBe(163);
    expect(roundMiles(12.35)).toBe(12.4);
    expect(roundMiles(0)).toBe(0);
  });
});
