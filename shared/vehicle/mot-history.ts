import { z } from 'zod';

/**
 * A van's MOT history as the advert keeps it (issue 31 §3): each test's day, result, mileage and
 * what the tester wrote down, newest first. Stored on the listing when it is approved and
 * refreshed on a schedule; pages read this copy, never the DVSA.
 */
export const motTestSchema = z.object({
  /** The day of the test, YYYY-MM-DD. */
  date: z.string().date(),
  result: z.enum(['pass', 'fail']),
  /** In miles (a reading in kilometres is converted); null when the odometer was not read. */
  mileage: z.number().int().nonnegative().nullable(),
  /** The certificate's expiry, for a pass. */
  expiry_date: z.string().date().nullable(),
  advisories: z.array(z.string()),
  /** Dangerous, major and other failure items. */
  failures: z.array(z.string()),
});

export type MotTest = z.infer<typeof motTestSchema>;

export const motHistorySchema = z.object({
  fetched_at: z.string().datetime(),
  /** The model the DVSA records ('TRANSIT CUSTOM'), which the DVLA's record lacks. */
  model: z.string().nullable(),
  tests: z.array(motTestSchema),
});

export type MotHistory = z.infer<typeof motHistorySchema>;

export type MileageCheck =
  /** The advert's mileage is not below the last reading. */
  | { kind: 'consistent'; last_reading: number; last_reading_date: string }
  /** Below a reading the DVSA recorded: possible clocking; buyers are warned, moderators flagged. */
  | { kind: 'below_recorded'; last_reading: number; last_reading_date: string }
  /** No test read the odometer. */
  | { kind: 'no_readings' };

/** The highest reading: a later misread lower figure must not hide an earlier higher one. */
export function mileageCheck(tests: readonly MotTest[], advertisedMileage: number): MileageCheck {
  let highest: MotTest | undefined;
  for (const test of tests) {
    if (test.mileage === null) continue;
    if (!highest || (highest.mileage ?? 0) < test.mileage) highest = test;
  }
  if (!highest || highest.mileage === null) return { kind: 'no_readings' };
  const reading = { last_reading: highest.mileage, last_reading_date: highest.date };
  return advertisedMileage >= highest.mileage
    ? { kind: 'consistent', ...reading }
    : { kind: 'below_recorded', ...reading };
}

/** Readings that fell between two tests, oldest first: each one a sign of a clocked odometer. */
export function mileageDrops(tests: readonly MotTest[]): { from: MotTest; to: MotTest }[] {
  const read = tests
    .filter((test) => test.mileage !== null)
    .sort((a, b) => a.date.localeCompare(b.date));
  const drops: { from: MotTest; to: MotTest }[] = [];
  for (let i = 1; i < read.length; i++) {
    const before = read[i - 1] as MotTest;
    const after = read[i] as MotTest;
    if ((after.mileage as number) < (before.mileage as number))
      drops.push({ from: before, to: after });
  }
  return drops;
}
