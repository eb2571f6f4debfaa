import { describe, expect, it } from 'vitest';
import type { DvsaVehicle } from '#lambdas/vehicle/dvsa-mot-response';
import { motHistoryFromDvsa } from '#lambdas/vehicle/mot-history-from-dvsa';
import {
  mileageCheck,
  mileageDrops,
  motHistorySchema,
  type MotTest,
} from '#shared/vehicle/mot-history';

const dvsa: DvsaVehicle = {
  registration: 'AB19CDE',
  make: 'FORD',
  model: 'TRANSIT CUSTOM',
  motTests: [
    {
      completedDate: '2024-03-02T10:15:00.000Z',
      testResult: 'FAILED',
      odometerValue: '61000',
      odometerUnit: 'MI',
      odometerResultType: 'READ',
      defects: [
        {
          text: 'Nearside front tyre tread depth below requirements',
          type: 'MAJOR',
          dangerous: false,
        },
        { text: 'Brake pipe corroded', type: 'ADVISORY' },
      ],
    },
    {
      completedDate: '2025-03-01T09:00:00.000Z',
      testResult: 'PASSED',
      expiryDate: '2026-02-28',
      odometerValue: '80000',
      odometerUnit: 'KM',
      odometerResultType: 'READ',
      defects: [{ text: 'Wiper blade deteriorated', type: 'MINOR' }],
    },
    {
      completedDate: '2023-02-27T12:00:00.000Z',
      testResult: 'PASSED',
      expiryDate: '2024-03-01',
      odometerResultType: 'UNREADABLE',
      defects: [],
    },
  ],
};

describe('motHistoryFromDvsa: the DVSA’s record as the advert keeps it', () => {
  const history = motHistoryFromDvsa(dvsa, new Date('2026-11-28T12:00:00Z'));

  it('keeps every test newest first, with its day, result and the model', () => {
    expect(motHistorySchema.parse(history)).toEqual(history);
    expect(history.model).toBe('TRANSIT CUSTOM');
    expect(history.tests.map((test) => [test.date, test.result])).toEqual([
      ['2025-03-01', 'pass'],
      ['2024-03-02', 'fail'],
      ['2023-02-27', 'pass'],
    ]);
  });

  it('gives mileage in miles, converting kilometres, and none where the odometer was not read', () => {
    expect(history.tests.map((test) => test.mileage)).toEqual([49710, 61000, null]);
  });

  it('separates failures from advisories, and gives an expiry only to a pass', () => {
    const [pass, fail] = history.tests as [MotTest, MotTest];
    expect(fail).toMatchObject({
      failures: ['Nearside front tyre tread depth below requirements'],
      advisories: ['Brake pipe corroded'],
      expiry_date: null,
    });
    expect(pass).toMatchObject({
      failures: [],
      advisories: ['Wiper blade deteriorated'],
      expiry_date: '2026-02-28',
    });
  });

  it('keeps a van too new for a test with no tests', () => {
    const fresh = motHistoryFromDvsa(
      { registration: 'AB25CDE', motTestDueDate: '2028-03-01' },
      new Date(),
    );
    expect(fresh.tests).toEqual([]);
    expect(fresh.model).toBeNull();
  });
});

function test(date: string, mileage: number | null): MotTest {
  return { date, result: 'pass', mileage, expiry_date: null, advisories: [], failures: [] };
}

describe('mileageCheck: the advert against the MOT readings', () => {
  const tests = [test('2025-03-01', 52000), test('2024-03-01', 41000)];

  it('is consistent at or above the last reading', () => {
    expect(mileageCheck(tests, 52000)).toEqual({
      kind: 'consistent',
      last_reading: 52000,
      last_reading_date: '2025-03-01',
    });
    expect(mileageCheck(tests, 60000).kind).toBe('consistent');
  });

  it('warns below a recorded reading: possible clocking', () => {
    expect(mileageCheck(tests, 45000)).toEqual({
      kind: 'below_recorded',
      last_reading: 52000,
      last_reading_date: '2025-03-01',
    });
  });

  it('compares with the highest reading, so a later low one does not hide it', () => {
    const clocked = [test('2025-03-01', 30000), test('2024-03-01', 70000)];
    expect(mileageCheck(clocked, 40000)).toMatchObject({
      kind: 'below_recorded',
      last_reading: 70000,
    });
    expect(mileageDrops(clocked)).toHaveLength(1);
    expect(mileageDrops(tests)).toEqual([]);
  });

  it('has nothing to say without a reading', () => {
    expect(mileageCheck([test('2025-03-01', null)], 1000)).toEqual({ kind: 'no_readings' });
    expect(mileageCheck([], 1000)).toEqual({ kind: 'no_readings' });
  });
});
