import { describe, expect, it } from 'vitest';
import { PERFORMANCE_METRICS } from '#shared/performance';
import { demoListingFigures, shareOut, sumByDay } from '#infra/local/demo-data/demo-performance';
import { aListing } from '../../support/listing-fixture';

describe('the demo figures', () => {
  const now = new Date('2026-11-29T10:00:00Z');

  it('shares a whole number out exactly', () => {
    expect(shareOut(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(shareOut(7, [0.2, 5, 1]).reduce((a, b) => a + b)).toBe(7);
    expect(shareOut(0, [1, 2])).toEqual([0, 0]);
  });

  it('spread a listing’s views over the days it was advertised, each day coherent', () => {
    const listing = aListing({
      id: 'demo-1',
      created_at: '2026-10-01T09:00:00Z',
      updated_at: '2026-10-01T09:00:00Z',
      views: 1234,
    });
    const days = demoListingFigures(listing, now);
    expect(days[0]!.date).toBe('2026-10-01');
    expect(days.at(-1)!.date).toBe('2026-11-29');
    expect(days.reduce((sum, day) => sum + day.views, 0)).toBe(1234);
    for (const day of days) {
      expect(day.appearances).toBeGreaterThanOrEqual(day.views);
      expect(day.views).toBeGreaterThanOrEqual(day.enquiries);
      expect(day.views).toBeGreaterThanOrEqual(day.reveals);
      expect(day.views).toBeGreaterThanOrEqual(day.saves);
    }
    expect(demoListingFigures(listing, now)).toEqual(days);
  });

  it('stop on the day a van was sold', () => {
    const sold = aListing({
      id: 'demo-2',
      status: 'sold',
      created_at: '2026-10-01T09:00:00Z',
      updated_at: '2026-10-20T15:00:00Z',
      views: 300,
    });
    expect(demoListingFigures(sold, now).at(-1)!.date).toBe('2026-10-20');
  });

  it('add up to the account’s days', () => {
    const a = demoListingFigures(
      aListing({ id: 'a', created_at: '2026-11-01T00:00:00Z', views: 90 }),
      now,
    );
    const b = demoListingFigures(
      aListing({ id: 'b', created_at: '2026-11-10T00:00:00Z', views: 50 }),
      now,
    );
    const account = sumByDay([a, b]);
    for (const metric of PERFORMANCE_METRICS) {
      const sum = (days: typeof a) => days.reduce((total, day) => total + day[metric], 0);
      expect(sum(account)).toBe(sum(a) + sum(b));
    }
    expect(account.map((day) => day.date)).toEqual([...account.map((day) => day.date)].sort());
  });
});
