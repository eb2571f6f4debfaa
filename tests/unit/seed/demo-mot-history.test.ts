import { describe, expect, it } from 'vitest';
import {
  demoMotVehicle,
  isDemoClocked,
  type DemoMotInput,
} from '#infra/local/demo-data/demo-mot-history';
import { generateDemoListings } from '#infra/local/demo-data/generate-listings';
import { motHistoryFromDvsa } from '#lambdas/vehicle/mot-history-from-dvsa';
import { mileageCheck } from '#shared/vehicle/mot-history';

const now = new Date('2026-11-01T12:00:00.000Z');
const listings = generateDemoListings({ count: 200, seed: 42, now }).map((item) => item.listing);
const DAY = 86_400_000;

function historyOf(input: DemoMotInput) {
  const vehicle = demoMotVehicle(input);
  return vehicle ? motHistoryFromDvsa(vehicle, now) : undefined;
}

describe('the demo vans’ MOT histories', () => {
  it('are the same record every time for a listing', () => {
    const listing = listings.find((l) => l.registration)!;
    expect(demoMotVehicle(listing)).toEqual(demoMotVehicle(listing));
  });

  it('start three years after first registration and come yearly up to the advert', () => {
    for (const listing of listings) {
      const history = historyOf(listing);
      if (!history) continue;
      const passes = history.tests.filter((t) => t.result === 'pass').reverse();
      const registered = Date.parse(demoMotVehicle(listing)!.firstUsedDate!);
      if (passes.length === 0) continue;
      expect(Date.parse(passes[0]!.date) - registered).toBeGreaterThan(3 * 365 * DAY - 30 * DAY);
      for (let i = 1; i < passes.length; i++) {
        const gap = Date.parse(passes[i]!.date) - Date.parse(passes[i - 1]!.date);
        expect(gap).toBeGreaterThan(300 * DAY);
        expect(gap).toBeLessThan(430 * DAY);
      }
      expect(history.tests[0]!.date <= listing.created_at.slice(0, 10)).toBe(true);
    }
  });

  it('read consistent with the advert, except the few chosen as clocked', () => {
    let clocked = 0;
    let consistent = 0;
    for (const listing of listings) {
      const history = historyOf(listing);
      if (!history || history.tests.length === 0) continue;
      const check = mileageCheck(history.tests, listing.mileage);
      if (isDemoClocked(listing.id)) {
        expect(check.kind).toBe('below_recorded');
        clocked += 1;
      } else {
        expect(check.kind).toBe('consistent');
        // Rising to about the advertised mileage.
        if (check.kind === 'consistent')
          expect(check.last_reading).toBeLessThanOrEqual(listing.mileage);
        consistent += 1;
      }
    }
    expect(clocked).toBeGreaterThanOrEqual(3);
    expect(consistent).toBeGreaterThan(100);
  });

  it('record failures with their retest, and advisories, in some years', () => {
    const tests = listings.flatMap((listing) => historyOf(listing)?.tests ?? []);
    expect(tests.some((t) => t.result === 'fail' && t.failures.length > 0)).toBe(true);
    expect(tests.some((t) => t.advisories.length > 0)).toBe(true);
  });
});
