import type { DvsaMotTest, DvsaVehicle } from '#lambdas/vehicle/dvsa-mot-response';
import type { Listing } from '#shared/listing';
import { hash32, Rng } from './random';

/**
 * What a demo van's MOT history is made from: the listing's own plate, year, mileage and date,
 * so the history agrees with the advert. The seed stores the history made from these, and the
 * local stage's DVSA stand-in answers the plate with the same record (demo-mot-vehicles.ts).
 */
export type DemoMotInput = Pick<
  Listing,
  'id' | 'registration' | 'year' | 'mileage' | 'created_at' | 'make' | 'model'
>;

const DAY_MS = 86_400_000;

const ADVISORIES = [
  'Nearside front tyre worn close to legal limit (5.2.3 (e))',
  'Offside rear tyre worn close to legal limit (5.2.3 (e))',
  'Front brake discs slightly worn (1.1.14 (a) (ii))',
  'Rear brake pipe slightly corroded (1.1.11 (c))',
  'Oil leak, but not excessive (8.4.1 (a))',
  'Underside has slight corrosion (5.3.3 (b))',
  'Windscreen has damage to an area less than a 40mm circle outside zone A (3.2 (a) (i))',
  'Nearside front coil spring corroded (5.3.1 (b))',
  'Exhaust has a minor leak of exhaust gases (6.1.2 (a))',
  'Load area floor slightly damaged',
  'Offside sliding door seal deteriorated',
  'Anti-roll bar linkage ball joint has slight play (5.3.4 (a) (i))',
];

const FAILURES = [
  'Offside headlamp aim too high (4.1.2 (a))',
  'Nearside front brake pad(s) less than 1.5 mm thick (1.1.13 (a) (ii))',
  'Nearside rear position lamp not working (4.2.1 (a) (ii))',
  'Offside front suspension arm ball joint excessively worn (5.3.4 (a) (i))',
  'Windscreen wiper does not clear the windscreen effectively (3.4 (b))',
  'Registration plate lamp inoperative (4.7.1 (b))',
  'Offside front tyre tread depth below requirements of 1.6mm (5.2.3 (e))',
  'Exhaust emissions lambda reading outside limits (8.2.1.2 (d))',
];

/**
 * About one demo van in twenty with a test on record reads as clocked: its advertised mileage
 * below what its last MOT recorded, so the buyer's warning and the moderator's flag show.
 * Decided by the listing's id alone, so tests can tell which.
 */
export function isDemoClocked(id: string): boolean {
  return hash32('mot-clocked', id) % 20 === 0;
}

/** The first registration the plate's age identifier says (2001 on), else the advert's year. */
function firstRegistered(input: DemoMotInput, rng: Rng): Date {
  const age = /^[A-Z]{2}(\d{2})[A-Z]{3}$/.exec(input.registration ?? '')?.[1];
  const day = rng.int(1, 28);
  if (age !== undefined) {
    const n = Number(age);
    return n > 50
      ? new Date(Date.UTC(2000 + n - 50, 8 + rng.int(0, 3), day))
      : new Date(Date.UTC(2000 + n, 2 + rng.int(0, 4), day));
  }
  return new Date(Date.UTC(input.year, rng.int(0, 11), day));
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function test(
  rng: Rng,
  at: number,
  result: 'PASSED' | 'FAILED',
  miles: number,
  defects: DvsaMotTest['defects'],
): DvsaMotTest {
  const hour = String(rng.int(8, 16)).padStart(2, '0');
  const minute = String(rng.int(0, 59)).padStart(2, '0');
  return {
    completedDate: `${isoDay(at)}T${hour}:${minute}:00.000Z`,
    testResult: result,
    ...(result === 'PASSED' ? { expiryDate: isoDay(at + 364 * DAY_MS) } : {}),
    odometerValue: String(miles),
    odometerUnit: 'MI',
    odometerResultType: 'READ',
    motTestNumber: String(100_000_000_000 + (hash32('mot-number', at, miles) % 899_999_999_999)),
    dataSource: 'DVSA',
    defects,
  };
}

/**
 * The DVSA's record of a demo van: a test a year from three years after first registration up
 * to the advert's date, the odometer rising to about the advertised mileage (above it for a
 * clocked one), advisories more common with age, and now and then a failure retested within
 * days. Undefined for a van without a plate; a van under three years old has no tests.
 */
export function demoMotVehicle(input: DemoMotInput): DvsaVehicle | undefined {
  if (!input.registration) return undefined;
  const rng = new Rng('mot-history', input.id);
  const registered = firstRegistered(input, rng);
  const asOf = Date.parse(input.created_at);
  const span = Math.max(asOf - registered.getTime(), DAY_MS);
  const vehicle: DvsaVehicle = {
    registration: input.registration,
    make: input.make.toUpperCase(),
    model: input.model.toUpperCase(),
    firstUsedDate: isoDay(registered.getTime()),
    registrationDate: isoDay(registered.getTime()),
  };
  const due: number[] = [];
  for (let year = 3; ; year++) {
    const anniversary = new Date(registered);
    anniversary.setUTCFullYear(registered.getUTCFullYear() + year);
    const at = anniversary.getTime() - rng.int(0, 25) * DAY_MS;
    if (at > asOf) break;
    due.push(at);
  }
  if (due.length === 0) {
    vehicle.motTestDueDate = isoDay(registered.getTime() + 3 * 365.25 * DAY_MS);
    return vehicle;
  }
  // Readings in proportion to time, a little uneven, always rising, the last below the advert's.
  const advertised = input.mileage;
  let previous = 0;
  const readings = due.map((at, i) => {
    const share = (at - registered.getTime()) / span;
    const reading = Math.round(advertised * share * rng.range(0.9, 0.99));
    previous = Math.max(reading, previous + (i === 0 ? 1 : 150));
    return previous;
  });
  const last = readings[readings.length - 1] as number;
  const scale = isDemoClocked(input.id)
    ? (advertised * 1.3 + 9_000) / Math.max(last, 1)
    : // Room for a retest's few miles after the last reading, still below the advert's.
      last > advertised - 80
      ? Math.max(advertised - 80, 0) / last
      : 1;
  const tests: DvsaMotTest[] = [];
  due.forEach((at, i) => {
    const miles = Math.round((readings[i] as number) * scale);
    const age = (at - registered.getTime()) / (365.25 * DAY_MS);
    const advisories = Array.from({ length: rng.int(0, Math.min(3, Math.floor(age / 3))) }, () => ({
      text: rng.pick(ADVISORIES),
      type: 'ADVISORY',
    }));
    if (rng.chance(0.12 + Math.min(age, 15) * 0.01)) {
      const failures = Array.from({ length: rng.int(1, 2) }, () => ({
        text: rng.pick(FAILURES),
        type: rng.chance(0.15) ? 'DANGEROUS' : 'MAJOR',
        dangerous: false,
      }));
      tests.push(test(rng, at, 'FAILED', miles, [...failures, ...advisories]));
      const retest = Math.min(at + rng.int(1, 10) * DAY_MS, asOf);
      tests.push(test(rng, retest, 'PASSED', miles + rng.int(3, 60), advisories));
    } else {
      tests.push(test(rng, at, 'PASSED', miles, advisories));
    }
  });
  // The DVSA lists the newest first.
  vehicle.motTests = tests.reverse();
  return vehicle;
}
