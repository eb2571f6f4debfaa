import type { Db } from '../platform/db';
import { putAlert } from './alerts-repo';
import {
  matchListingChanges,
  type ListingChange,
  type MatcherState,
} from './match-listing-changes';

export type AlertOutcome = { changes: number; alerts: number; repeats: number };

/**
 * The stream's listing changes matched against the saved searches, each alert recorded once
 * (a retried batch or a repeated change finds its marker and records nothing).
 */
export async function alertListingChanges(
  deps: { db: Db; matcher: MatcherState },
  changes: readonly ListingChange[],
  now: Date,
): Promise<AlertOutcome> {
  const alerts = await matchListingChanges(deps.matcher, changes, now);
  let recorded = 0;
  for (const alert of alerts) {
    if (await putAlert(deps.db, { ...alert, now })) recorded++;
  }
  return { changes: changes.length, alerts: recorded, repeats: alerts.length - recorded };
}
