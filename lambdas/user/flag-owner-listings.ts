import { ownerListingIds, setOwnerDisabled } from '#lambdas/listing';
import { nowOf, type AdminUsersDeps } from './deps';

/** Listings written at once: a dealer's thousand listings in a few seconds, not a burst. */
const CONCURRENCY = 8;

export type FlagOutcome = { written: number; unchanged: number; gone: number; busy: number };

/**
 * Flags every listing of a user (both My Listings tabs) `owner_disabled`, or clears the flag:
 * hidden from search, the featured strip and the detail page while the account is disabled,
 * shown again as they were when it is enabled. Listings already flagged are left alone, so a
 * repeated call only finishes what an earlier one did not.
 */
export async function flagOwnerListings(
  deps: AdminUsersDeps,
  userId: string,
  disabled: boolean,
): Promise<FlagOutcome> {
  const ids = await ownerListingIds(deps.db, userId);
  const outcome: FlagOutcome = { written: 0, unchanged: 0, gone: 0, busy: 0 };
  let next = 0;
  const worker = async () => {
    while (next < ids.length) {
      const id = ids[next++]!;
      outcome[await setOwnerDisabled(deps.db, id, disabled, nowOf(deps))] += 1;
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, ids.length) }, worker));
  return outcome;
}
