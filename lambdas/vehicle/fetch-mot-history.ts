import { isLive, type LiveFields, type Listing } from '#shared/listing';
import type { Db } from '../platform/db';
import type { MotHistoryProvider } from './mot-history-client';
import { motHistoryFromDvsa } from './mot-history-from-dvsa';
import {
  getStoredMotHistory,
  queueFirstFetch,
  storeMotHistory,
  type StoredMotHistory,
} from './mot-history-repo';

export type MotFetchDeps = { db: Db; motHistory: MotHistoryProvider; now: () => Date };

type PlateOwner = Pick<Listing, 'registration'> & LiveFields;

/**
 * A listing whose MOT history is kept: one with a plate that is live, or waiting for review
 * (so the moderator sees a mileage below the MOT record before approving).
 */
export function wantsMotHistory(listing: PlateOwner): boolean {
  return (
    Boolean(listing.registration) && (listing.approval_status === 'pending' || isLive(listing))
  );
}

/**
 * What one fetch did. `stored`: a new copy. `kept`: the service failed (down, rate limited, an
 * odd answer, or 'not found' for a van it knew), so the stored copy stays and the refresh
 * tries again on its next run.
 */
export type MotFetchOutcome = 'stored' | 'kept';

/** Fetches a listing's MOT history and stores it; failures leave the stored copy as it is. */
export async function fetchMotHistory(
  deps: MotFetchDeps,
  listing: { id: string; registration: string },
  stored: StoredMotHistory | undefined,
): Promise<{ outcome: MotFetchOutcome; failure?: string }> {
  const result = await deps.motHistory.historyOf(listing.registration);
  const samePlate = stored?.registration === listing.registration;
  let history;
  if (result.ok) history = motHistoryFromDvsa(result.vehicle, deps.now());
  // The DVSA's 404: no test yet (a van under three years old). Recorded as none, unless a copy
  // of this plate has tests: the service does not forget tests, so that is its failure.
  else if (result.failure === 'not_found' && !(samePlate && stored.tests.length > 0))
    history = { fetched_at: deps.now().toISOString(), model: null, tests: [] };
  if (!history) {
    if (!stored) await queueFirstFetch(deps.db, listing.id);
    return { outcome: 'kept', failure: result.ok ? undefined : result.failure };
  }
  await storeMotHistory(deps.db, {
    id: listing.id,
    registration: listing.registration,
    history,
    previousDue: stored?.fetched_at,
  });
  return { outcome: 'stored' };
}

/** A copy younger than this is not fetched again when a listing is approved after review. */
export const FRESH_ON_CHANGE_MS = 24 * 60 * 60 * 1000;

/**
 * A listing change seen on the table's stream: fetch the history when the listing comes to
 * want one (submitted for review, imported live, back on sale), is approved, or its plate
 * changed, unless a copy of that plate was fetched within the day (at its submission; the demo
 * seed's). Other edits fetch nothing: the schedule keeps the copy fresh.
 */
export async function fetchOnListingChange(
  deps: MotFetchDeps,
  before: PlateOwner | undefined,
  after: PlateOwner & { id: string },
): Promise<MotFetchOutcome | 'skipped'> {
  if (!wantsMotHistory(after) || !after.registration) return 'skipped';
  const approvedNow =
    after.approval_status === 'approved' && before?.approval_status !== 'approved';
  if (
    before &&
    wantsMotHistory(before) &&
    before.registration === after.registration &&
    !approvedNow
  )
    return 'skipped';
  const stored = await getStoredMotHistory(deps.db, after.id);
  if (
    stored?.registration === after.registration &&
    deps.now().getTime() - Date.parse(stored.fetched_at) < FRESH_ON_CHANGE_MS
  )
    return 'skipped';
  const { outcome } = await fetchMotHistory(
    deps,
    { id: after.id, registration: after.registration },
    stored,
  );
  return outcome;
}
