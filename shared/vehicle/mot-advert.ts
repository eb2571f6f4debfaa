import { z } from 'zod';
import {
  mileageCheck,
  mileageDrops,
  type MileageCheck,
  type MotHistory,
  type MotTest,
} from './mot-history';

/**
 * The MOT history as the advert shows it: the tests newest first, the advertised mileage against
 * the highest reading, and the readings that fell between tests. Made on each read from the
 * stored copy and the listing's mileage now, so an edited mileage is judged at once.
 */
export type AdvertMotHistory = {
  /** When the copy was fetched from the DVSA (ISO). */
  fetched_at: string;
  tests: MotTest[];
  check: MileageCheck;
  /** Readings lower than the test before: each one a sign of a clocked or replaced odometer. */
  drops: number;
};

export function advertMotHistory(history: MotHistory, advertisedMileage: number): AdvertMotHistory {
  return {
    fetched_at: history.fetched_at,
    tests: history.tests,
    check: mileageCheck(history.tests, advertisedMileage),
    drops: mileageDrops(history.tests).length,
  };
}

/**
 * What a moderator is shown of the check: the advertised mileage below the MOT record, with both
 * figures (admin queue and listing view). Null when there is nothing to flag.
 */
export const mileageFlagSchema = z.object({
  advertised: z.number().int().nonnegative(),
  last_reading: z.number().int().nonnegative(),
  last_reading_date: z.string(),
});
export type MileageFlag = z.infer<typeof mileageFlagSchema>;

export function mileageFlag(
  history: MotHistory | undefined,
  advertisedMileage: number,
): MileageFlag | null {
  if (!history) return null;
  const check = mileageCheck(history.tests, advertisedMileage);
  return check.kind === 'below_recorded'
    ? {
        advertised: advertisedMileage,
        last_reading: check.last_reading,
        last_reading_date: check.last_reading_date,
      }
    : null;
}
