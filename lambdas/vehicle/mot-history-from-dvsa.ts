import type { MotHistory, MotTest } from '#shared/vehicle/mot-history';
import type { DvsaMotTest, DvsaVehicle } from './dvsa-mot-response';

const KM_PER_MILE = 1.609344;

function mileageOf(test: DvsaMotTest): number | null {
  if (test.odometerResultType && test.odometerResultType !== 'READ') return null;
  const value = Number(test.odometerValue);
  if (test.odometerValue === undefined || !Number.isFinite(value) || value < 0) return null;
  return Math.round(test.odometerUnit?.toUpperCase() === 'KM' ? value / KM_PER_MILE : value);
}

/** Items that fail a test. Advisories and minor defects pass; PRS items were put right at the test. */
const FAILING = new Set(['FAIL', 'MAJOR', 'DANGEROUS']);

function testOf(test: DvsaMotTest): MotTest | undefined {
  const day = test.completedDate.slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const defects = test.defects ?? [];
  const result = test.testResult.toUpperCase() === 'PASSED' ? 'pass' : 'fail';
  const expiry = test.expiryDate?.slice(0, 10);
  return {
    date: day,
    result,
    mileage: mileageOf(test),
    expiry_date: result === 'pass' && expiry && /^\d{4}-\d{2}-\d{2}$/.test(expiry) ? expiry : null,
    advisories: defects
      .filter((d) => d.type.toUpperCase() === 'ADVISORY' || d.type.toUpperCase() === 'MINOR')
      .map((d) => d.text),
    failures: defects
      .filter((d) => FAILING.has(d.type.toUpperCase()) || d.dangerous)
      .map((d) => d.text),
  };
}

/** The DVSA's record as the advert keeps it: tests newest first, mileage in miles. */
export function motHistoryFromDvsa(vehicle: DvsaVehicle, fetchedAt: Date): MotHistory {
  const tests = (vehicle.motTests ?? [])
    .map(testOf)
    .filter((test): test is MotTest => test !== undefined)
    .sort((a, b) => b.date.localeCompare(a.date));
  return { fetched_at: fetchedAt.toISOString(), model: vehicle.model ?? null, tests };
}
