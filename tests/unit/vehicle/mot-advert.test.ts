import { describe, expect, it } from 'vitest';
import { advertMotHistory, mileageFlag } from '#shared/vehicle/mot-advert';
import type { MotHistory, MotTest } from '#shared/vehicle/mot-history';
import { motHistoryFromDvsa } from '#lambdas/vehicle/mot-history-from-dvsa';

const test = (
  date: string,
  mileage: number | null,
  result: MotTest['result'] = 'pass',
): MotTest => ({
  date,
  result,
  mileage,
  expiry_date: null,
  advisories: [],
  failures: [],
});

const history = (tests: MotTest[]): MotHistory => ({
  fetched_at: '2026-06-01T12:00:00.000Z',
  model: null,
  tests,
});

describe('advertMotHistory: the advert’s summary of the stored copy', () => {
  it('keeps the tests newest first and judges the advertised mileage against them', () => {
    const summary = advertMotHistory(
      history([test('2025-03-01', 52_000), test('2024-03-01', 40_000)]),
      55_000,
    );
    expect(summary.tests.map((t) => t.date)).toEqual(['2025-03-01', '2024-03-01']);
    expect(summary.check).toEqual({
      kind: 'consistent',
      last_reading: 52_000,
      last_reading_date: '2025-03-01',
    });
    expect(summary.drops).toBe(0);
  });

  it('has nothing to judge with no tests (a van under three years old)', () => {
    expect(advertMotHistory(history([]), 12_000).check).toEqual({ kind: 'no_readings' });
    expect(mileageFlag(history([]), 12_000)).toBeNull();
  });

  it('judges readings of failed tests too: a van with only fails', () => {
    const onlyFails = history([
      test('2025-03-01', 80_000, 'fail'),
      test('2025-02-20', 79_990, 'fail'),
    ]);
    expect(advertMotHistory(onlyFails, 60_000).check.kind).toBe('below_recorded');
    expect(mileageFlag(onlyFails, 60_000)).toEqual({
      advertised: 60_000,
      last_reading: 80_000,
      last_reading_date: '2025-03-01',
    });
  });

  it('is consistent at exactly the last reading, and flags one mile below it', () => {
    const tests = history([test('2025-03-01', 52_000)]);
    expect(mileageFlag(tests, 52_000)).toBeNull();
    expect(mileageFlag(tests, 51_999)).toMatchObject({ advertised: 51_999, last_reading: 52_000 });
  });

  it('compares in miles a reading the tester took in kilometres', () => {
    const stored = motHistoryFromDvsa(
      {
        registration: 'AB19CDE',
        motTests: [
          {
            completedDate: '2025-03-01T10:00:00.000Z',
            testResult: 'PASSED',
            odometerValue: '100000',
            odometerUnit: 'KM',
            odometerResultType: 'READ',
          },
        ],
      },
      new Date('2026-06-01T12:00:00.000Z'),
    );
    // 100,000 km is 62,137 miles: an advert of 62,137 miles is consistent, 62,000 is not.
    expect(mileageFlag(stored, 62_137)).toBeNull();
    expect(mileageFlag(stored, 62_000)).toMatchObject({ last_reading: 62_137 });
  });

  it('counts the readings that fell between tests', () => {
    const fell = history([test('2025-03-01', 30_000), test('2024-03-01', 45_000)]);
    expect(advertMotHistory(fell, 50_000).drops).toBe(1);
  });

  it('flags nothing without a stored copy, or with readings never taken', () => {
    expect(mileageFlag(undefined, 1)).toBeNull();
    expect(mileageFlag(history([test('2025-03-01', null)]), 1)).toBeNull();
  });
});
